export {
  createMemoryInstallations,
  type InstallationsRequest,
  type MemoryInstallations,
  type MemoryInstallationsControl,
  type MemoryInstallationsOptions,
} from './memory-installations.js';
export {
  createMemoryInstallationsServer,
  DEFAULT_TOKEN_LIFETIME_MS,
  type MemoryInstallationsServer,
  type Registration,
} from './memory-installations-server.js';
export {
  createMemoryInstallationsStorage,
  type MemoryInstallationsStorage,
  type StoredInstallation,
  type StoredToken,
} from './memory-installations-storage.js';
