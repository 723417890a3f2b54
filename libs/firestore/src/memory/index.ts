export {
  createMemoryFirestore,
  createMemoryFirestoreBackend,
  type MemoryFirestore,
  type MemoryFirestoreBackend,
  type MemoryFirestoreBackendOptions,
  type MemoryFirestoreControl,
  type MemoryFirestoreOptions,
} from './memory-firestore.js';
