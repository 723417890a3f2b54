import type { FirebaseApp } from 'firebase/app';
import type { FirebaseConfig } from '../config/firebase-config.js';
import { appErrors, mapAppError } from './app-errors.js';

/** The lifecycle of one Firebase app; the SDK is loaded on first use. */
export interface FirebaseAppHandle {
  /** The app's name; `'[DEFAULT]'` unless given. */
  readonly name: string;
  /** The initialized app. Loads `firebase/app` on the first call; later calls share it. */
  getApp(): Promise<FirebaseApp>;
  /**
   * Fetches `firebase/app` without initializing the app, so that an adapter can fetch it alongside its own chunk,
   * in one round. Optional: without it, the SDK is fetched by the first {@link FirebaseAppHandle.getApp}.
   */
  preload?(): Promise<unknown>;
  /**
   * Deletes the app and frees its services. Every call, concurrent or later,
   * resolves only once the app is deleted. Afterwards {@link FirebaseAppHandle.getApp}
   * rejects with `core/app-deleted`.
   */
  delete(): Promise<void>;
}

/** Options for {@link createFirebaseApp}. */
export interface FirebaseAppOptions {
  /** Names a secondary app; the default app otherwise. */
  readonly name?: string;
}

const loadSdk = () => import('./app-sdk.js');

/**
 * The handle over an app that `initialize` loads and creates on first use: a failed load or initialization is
 * forgotten so the next call tries again, and SDK errors become `core/*` errors. Client and server apps share it.
 */
export function appHandle<App extends FirebaseApp>(
  name: string,
  initialize: () => Promise<App>,
): FirebaseAppHandle & { getApp(): Promise<App> } {
  let app: Promise<App> | undefined;
  let deletion: Promise<void> | undefined;

  return {
    name,
    preload: loadSdk,
    getApp() {
      if (deletion) return Promise.reject(appErrors.create('core/app-deleted', { customData: { appName: name } }));
      app ??= initialize().catch((error: unknown) => {
        app = undefined;
        throw mapAppError(error);
      });
      return app;
    },
    delete() {
      const pending = app;
      app = undefined;
      // An app never asked for was never loaded: deleting it loads nothing.
      deletion ??= pending
        ? Promise.all([loadSdk(), pending.catch(() => undefined)]).then(async ([{ deleteApp }, instance]) => {
            if (instance) await deleteApp(instance).catch((error: unknown) => Promise.reject(mapAppError(error)));
          })
        : Promise.resolve();
      return deletion;
    },
  };
}

/** Creates the handle for a Firebase app. Nothing is loaded or initialized until {@link FirebaseAppHandle.getApp}. */
export function createFirebaseApp(
  config: FirebaseConfig,
  { name = '[DEFAULT]' }: FirebaseAppOptions = {},
): FirebaseAppHandle {
  return appHandle(name, () => loadSdk().then((sdk) => sdk.initializeApp({ ...config }, name)));
}

/** The already-initialized app named `name`, or a `core/no-app` error. */
export async function getExistingFirebaseApp(name = '[DEFAULT]'): Promise<FirebaseApp> {
  const { getApp } = await loadSdk();
  try {
    return getApp(name);
  } catch (error) {
    throw mapAppError(error);
  }
}
