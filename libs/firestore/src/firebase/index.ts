export { createFirebaseFirestore } from './firebase-firestore.facade.js';
export type { FirebaseFirestoreDeps } from './firebase-firestore.js';
