import type { FirebaseServerApp } from 'firebase/app';
import type { FirebaseConfig } from '../config/firebase-config.js';
import { appHandle, type FirebaseAppHandle, type FirebaseAppSdk } from './firebase-app.js';

/** Options for {@link createFirebaseServerApp}. */
export interface FirebaseServerAppOptions {
  /**
   * The signed-in user's ID token, from the request (a session cookie, say): Auth on this app signs that user in
   * (await the auth port's `ready()`), and Firestore and the Realtime Database then read as them, under the rules.
   * Never put it in the page.
   */
  readonly authIdToken?: string;
}

/** The lifecycle of one `FirebaseServerApp`; any service's Firebase adapter takes it as its app. */
export interface FirebaseServerAppHandle extends FirebaseAppHandle {
  /**
   * The initialized server app. The first call loads `firebase/app` for `initializeServerApp`, which `sdk` does not
   * carry, and keeps `sdk.deleteApp` for {@link FirebaseAppHandle.delete}; later calls share the app.
   */
  getApp(sdk: FirebaseAppSdk): Promise<FirebaseServerApp>;
}

/**
 * Creates the handle of a `FirebaseServerApp` (`initializeServerApp`), for server rendering: one per request, for
 * the user whose ID token it carries, deleted when the response is sent. Nothing is loaded until
 * {@link FirebaseAppHandle.getApp}.
 */
export function createFirebaseServerApp(
  config: FirebaseConfig,
  { authIdToken }: FirebaseServerAppOptions = {},
): FirebaseServerAppHandle {
  // Server-only: an app that never calls this function ships no dynamic import of `firebase/app`.
  return appHandle('server', () =>
    import('firebase/app').then((sdk) =>
      sdk.initializeServerApp({ ...config }, authIdToken === undefined ? {} : { authIdToken }),
    ),
  );
}
