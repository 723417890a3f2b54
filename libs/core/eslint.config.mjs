import baseConfig, { dependencyChecks, frameworkFreeLibrary } from '../../eslint.config.mjs';

export default [...baseConfig, ...frameworkFreeLibrary, ...dependencyChecks, { ignores: ['**/out-tsc'] }];
