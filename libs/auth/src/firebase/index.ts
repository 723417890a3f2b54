export { createFirebaseAuth, type FirebaseAuthDeps } from './firebase-auth.js';
export type { FirebaseAuthPersistence } from './sdk-session.js';
