import nx from '@nx/eslint-plugin';
import baseConfig, { frameworkFreeLibrary } from '../../eslint.config.mjs';

export default [...nx.configs['flat/react'], ...baseConfig, ...frameworkFreeLibrary, { ignores: ['**/out-tsc'] }];
