import type { FirebaseApp } from 'firebase/app';
import type { FirebaseAppHandle } from './firebase-app.js';

/**
 * The handle's initialized app, for code that uses the Firebase SDK without one of our adapters: loads the
 * `firebase/app` functions (a chunk of their own) and hands them to {@link FirebaseAppHandle.getApp}. An app that
 * never calls it does not ship its chunk.
 */
export async function loadFirebaseApp(handle: FirebaseAppHandle): Promise<FirebaseApp> {
  const { appSdk } = await import('./app-sdk.js');
  return handle.getApp(appSdk);
}
