export { mapAppError } from './app-errors.js';
export {
  createFirebaseApp,
  getExistingFirebaseApp,
  type FirebaseAppHandle,
  type FirebaseAppOptions,
} from './firebase-app.js';
export {
  createFirebaseServerApp,
  type FirebaseServerAppHandle,
  type FirebaseServerAppOptions,
} from './firebase-server-app.js';
