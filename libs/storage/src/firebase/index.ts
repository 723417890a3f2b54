export { createFirebaseStorage } from './firebase-storage.facade.js';
export type { FirebaseStorageDeps } from './firebase-storage.js';
