import baseConfig, { dependencyChecks } from '../../eslint.config.mjs';

export default [...baseConfig, ...dependencyChecks, { ignores: ['**/out-tsc'] }];
