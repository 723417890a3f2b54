import nx from '@nx/eslint-plugin';
import baseConfig, { buildableToolSpecs } from '../../eslint.config.mjs';

export default [...nx.configs['flat/react'], ...baseConfig, ...buildableToolSpecs, { ignores: ['**/out-tsc'] }];
