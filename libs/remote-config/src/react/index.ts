export type { RegisteredSchema, RemoteConfigRegister } from './register.js';
export { useActivateConfigUpdates } from './use-activate-config-updates.js';
export { CONFIG_STATUS_KEY, useConfigStatus } from './use-config-status.js';
export { CONFIG_VALUES_KEY, useConfigValue } from './use-config-value.js';
export { useRemoteConfig } from './use-remote-config.js';
export { prefetchConfig, type PrefetchConfigOptions } from './prefetch.js';
