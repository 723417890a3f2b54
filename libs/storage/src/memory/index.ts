export {
  createMemoryStorage,
  type MemoryStorage,
  type MemoryStorageControl,
  type MemoryStorageOptions,
} from './memory-storage.js';
