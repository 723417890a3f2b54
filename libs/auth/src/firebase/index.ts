export { createFirebaseAuth } from './firebase-auth.facade.js';
export type { FirebaseAuthDeps } from './firebase-auth.js';
export type { FirebaseAuthPersistence } from './sdk-session.js';
