import type { deleteApp, FirebaseApp, initializeApp } from 'firebase/app';
import type { FirebaseConfig } from '../config/firebase-config.js';
import { appErrors, mapAppError } from './app-errors.js';

/**
 * The `firebase/app` functions a `FirebaseAppHandle` runs on. An adapter hands them to the handle's `getApp` from its
 * own chunk (`appSdk` of `@platform/core/firebase/sdk`), so that `firebase/app` arrives with the adapter's code rather
 * than in a chunk of its own.
 */
export interface FirebaseAppSdk {
  /** Creates the app, as `firebase/app`'s `initializeApp`. */
  readonly initializeApp: typeof initializeApp;
  /** Deletes the app, as `firebase/app`'s `deleteApp`. */
  readonly deleteApp: typeof deleteApp;
}

/** The lifecycle of one Firebase app; the app is initialized on first use, with the SDK its first user hands it. */
export interface FirebaseAppHandle {
  /** The app's name; `'[DEFAULT]'` unless given. */
  readonly name: string;
  /**
   * The initialized app. The first call initializes it with `sdk` (an adapter passes `appSdk` of
   * `@platform/core/firebase/sdk`; `loadFirebaseApp(handle)` loads it for you) and keeps `sdk.deleteApp` for
   * {@link FirebaseAppHandle.delete}; later calls share the app. A failed initialization rejects with a `core/*`
   * error and is forgotten, so the next call tries again. After `delete()`, rejects with `core/app-deleted`.
   */
  getApp(sdk: FirebaseAppSdk): Promise<FirebaseApp>;
  /**
   * Deletes the app and frees its services. Every call, concurrent or later,
   * resolves only once the app is deleted. Afterwards {@link FirebaseAppHandle.getApp}
   * rejects with `core/app-deleted`. An app never asked for was never initialized: deleting it loads nothing.
   */
  delete(): Promise<void>;
}

/** Options for {@link createFirebaseApp}. */
export interface FirebaseAppOptions {
  /** Names a secondary app; the default app otherwise. */
  readonly name?: string;
}

/**
 * The handle over an app that `initialize` creates, with the SDK handed to the first `getApp`: a failed
 * initialization is forgotten so the next call tries again, and SDK errors become `core/*` errors. The app is deleted
 * with the `deleteApp` of the SDK that created it. Client and server apps share it.
 */
export function appHandle<App extends FirebaseApp>(
  name: string,
  initialize: (sdk: FirebaseAppSdk) => App | Promise<App>,
): FirebaseAppHandle & { getApp(sdk: FirebaseAppSdk): Promise<App> } {
  let app: { instance: Promise<App>; sdk: FirebaseAppSdk } | undefined;
  let deletion: Promise<void> | undefined;

  return {
    name,
    getApp(sdk) {
      if (deletion) return Promise.reject(appErrors.create('core/app-deleted', { customData: { appName: name } }));
      app ??= {
        sdk,
        instance: Promise.resolve(sdk)
          .then(initialize)
          .catch((error: unknown) => {
            app = undefined;
            throw mapAppError(error);
          }),
      };
      return app.instance;
    },
    delete() {
      const pending = app;
      app = undefined;
      // An app never asked for was never loaded: deleting it loads nothing.
      deletion ??= pending
        ? pending.instance.then(
            (instance) => pending.sdk.deleteApp(instance).catch((error: unknown) => Promise.reject(mapAppError(error))),
            () => undefined,
          )
        : Promise.resolve();
      return deletion;
    },
  };
}

/**
 * Creates the handle for a Firebase app. Nothing is loaded or initialized until {@link FirebaseAppHandle.getApp},
 * which initializes it with the `firebase/app` functions it is handed.
 */
export function createFirebaseApp(
  config: FirebaseConfig,
  { name = '[DEFAULT]' }: FirebaseAppOptions = {},
): FirebaseAppHandle {
  return appHandle(name, (sdk) => sdk.initializeApp({ ...config }, name));
}
