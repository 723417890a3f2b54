export { createFirebaseFirestore } from './firebase-firestore.facade.js';
export {
  persistentMultiTabCache,
  type FirebaseFirestoreDeps,
  type FirestoreCache,
} from './firebase-firestore-options.js';
