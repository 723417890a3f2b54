export {
  createMemoryFirestore,
  type MemoryFirestore,
  type MemoryFirestoreControl,
  type MemoryFirestoreOptions,
} from './memory-firestore.js';
