export {
  defineConfig,
  json,
  type ConfigDefaults,
  type ConfigEntry,
  type ConfigKey,
  type ConfigSchema,
  type Decoded,
  type JsonEntry,
  type ValueOf,
  type ValueOfDefault,
} from './config-schema.js';
export type { FetchFailure } from './fetch-failure.js';
export type { RemoteConfigPort } from './remote-config.port.js';
export {
  isFetchErrorCode,
  REMOTE_CONFIG_ERROR_CODES,
  REMOTE_CONFIG_FETCH_ERROR_CODES,
  remoteConfigErrors,
  toRemoteConfigError,
  type RemoteConfigErrorCode,
  type RemoteConfigFetchErrorCode,
} from './remote-config.errors.js';
export type {
  ConfigStatus,
  ConfigUpdate,
  ConfigUpdateErrorListener,
  ConfigValue,
  ConfigValues,
  FetchOutcome,
  RemoteConfigSettings,
  Unsubscribe,
  ValueSource,
} from './remote-config.types.js';
export type { StandardResult, StandardSchemaV1 } from './standard-schema.js';
