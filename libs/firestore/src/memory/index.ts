export {
  createMemoryFirestore,
  createMemoryFirestoreBackend,
  type MemoryFirestore,
  type MemoryFirestoreBackend,
  type MemoryFirestoreBackendOptions,
  type MemoryFirestoreControl,
  type MemoryFirestoreOptions,
} from './memory-firestore.js';
export { createQueryRecording, type QueryRecording } from '../indexes/query-recording.js';
