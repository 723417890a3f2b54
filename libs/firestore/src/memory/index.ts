export {
  createMemoryFirestore,
  createMemoryFirestoreBackend,
  type MemoryFirestore,
  type MemoryFirestoreBackend,
  type MemoryFirestoreControl,
  type MemoryFirestoreOptions,
} from './memory-firestore.js';
