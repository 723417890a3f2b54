export { createFirebaseFirestore } from './firebase-firestore.facade.js';
export type { FirebaseFirestoreDeps } from './firebase-firestore.js';
export { persistentMultiTabCache, type FirestoreCache } from './firestore-cache.js';
