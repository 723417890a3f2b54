import baseConfig, { appRules } from '../../eslint.config.mjs';

// The fault suite composes adapters as an app does, Firebase ones included.
export default [...baseConfig, ...appRules, { ignores: ['**/out-tsc'] }];
