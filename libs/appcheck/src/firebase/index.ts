export { createFirebaseAppCheck } from './firebase-appcheck.facade.js';
export type { FirebaseAppCheckDeps } from './firebase-appcheck.js';
