export { mapAppError } from './app-errors.js';
export { getExistingFirebaseApp } from './existing-app.js';
export {
  createFirebaseApp,
  type FirebaseAppHandle,
  type FirebaseAppOptions,
  type FirebaseAppSdk,
} from './firebase-app.js';
export {
  createFirebaseServerApp,
  type FirebaseServerAppHandle,
  type FirebaseServerAppOptions,
} from './firebase-server-app.js';
export { loadFirebaseApp } from './load-firebase-app.js';
