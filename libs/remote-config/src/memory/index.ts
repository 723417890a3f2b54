export {
  createMemoryRemoteConfig,
  type MemoryRemoteConfig,
  type MemoryRemoteConfigControl,
  type MemoryRemoteConfigOptions,
} from './memory-remote-config.js';
export {
  createMemoryRemoteConfigServer,
  type MemoryRemoteConfigServer,
  type PublishedValue,
  type Template,
} from './memory-remote-config-server.js';
export {
  createMemoryRemoteConfigStorage,
  type MemoryRemoteConfigStorage,
  type Throttle,
} from './memory-remote-config-storage.js';
export { fetchBackoffMs } from './fetch-backoff.js';
