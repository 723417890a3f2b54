export { createFirebaseAppCheck, type FirebaseAppCheckDeps } from './firebase-appcheck.js';
