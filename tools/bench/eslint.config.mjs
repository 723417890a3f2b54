import nx from '@nx/eslint-plugin';
import baseConfig, { appRules } from '../../eslint.config.mjs';

// The bench composes adapters as an app does, Firebase ones included.
export default [...nx.configs['flat/react'], ...baseConfig, ...appRules, { ignores: ['**/out-tsc'] }];
