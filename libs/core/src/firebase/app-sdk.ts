// The share of `firebase/app` that the app handle runs on. An adapter's implementation module imports `appSdk` and
// hands it to the handle (`app.getApp(appSdk)`), so that `firebase/app` sits in the implementation's chunk, loaded in
// the same round as the adapter's own code, rather than in a chunk of its own that the handle would load apart.
// Only what the handle calls is here: a dynamic import of `firebase/app` itself would keep every one of its exports.
import { deleteApp, getApp, initializeApp } from 'firebase/app';
import type { FirebaseAppSdk } from './firebase-app.js';

/** The `firebase/app` functions a `FirebaseAppHandle` initializes and deletes its app with. */
export const appSdk: FirebaseAppSdk = { initializeApp, deleteApp };

/** `firebase/app`'s `getApp`, for `getExistingFirebaseApp`; an app that never calls that does not ship it. */
export { getApp };
export type { FirebaseAppSdk };
