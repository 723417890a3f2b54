import { isFirebaseErrorLike } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Handed to the app handle, so that `firebase/app` ships in this implementation's chunk rather than a chunk apart.
import { appSdk } from '@platform/core/firebase/sdk';
import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  type Auth,
  type Persistence,
} from 'firebase/auth';

/** Where a browser keeps the signed-in session. */
export type FirebaseAuthPersistence = 'local' | 'session' | 'memory';

/** What {@link openSdkSession} needs. */
export interface SdkSessionOptions {
  /** The app to initialize Auth for. */
  readonly app: FirebaseAppHandle;
  /** The Auth emulator to connect to, if any. */
  readonly emulator?: { readonly url: string };
  /** Where a browser keeps the session; `local` by default. */
  readonly persistence?: FirebaseAuthPersistence;
}

/** The app's initialized Auth instance, with its stored session restored. */
export interface SdkSession {
  /** The app's Auth instance. */
  readonly auth: Auth;
  /** Whether popups, redirects, reCAPTCHA and web storage can be used: a `window` and the SDK's browser build. */
  readonly browser: boolean;
}

/**
 * True in a browser-like environment running the SDK's browser build. Under jsdom or a `window` shim, Node's build
 * may be loaded, whose browser persistences are the in-memory one and whose browser-only functions throw.
 */
const canUseBrowserFlows = (): boolean =>
  typeof window !== 'undefined' && typeof document !== 'undefined' && browserLocalPersistence !== inMemoryPersistence;

function browserPersistence(persistence: FirebaseAuthPersistence): Persistence | Persistence[] {
  switch (persistence) {
    case 'local':
      return [indexedDBLocalPersistence, browserLocalPersistence];
    case 'session':
      return browserSessionPersistence;
    case 'memory':
      return inMemoryPersistence;
  }
}

/** The structural shape of the SDK's app, whose component container holds the Auth instance already made for it. */
interface AppComponents {
  readonly container: { getProvider(name: 'auth'): { getImmediate(): Auth } };
}

/**
 * Initializes Auth without a popup and redirect resolver, which only the sign-ins that need one load and pass to
 * the SDK; so does `getAuth`, whose default resolver is why the adapter does not call it. Auth made earlier for the
 * app with other options is used as it is.
 */
function initialize(app: FirebaseApp, browser: boolean, persistence: FirebaseAuthPersistence): Auth {
  try {
    return initializeAuth(app, { persistence: browser ? browserPersistence(persistence) : inMemoryPersistence });
  } catch (error) {
    if (isFirebaseErrorLike(error) && error.code === 'auth/already-initialized')
      return (app as unknown as AppComponents).container.getProvider('auth').getImmediate();
    throw error;
  }
}

/**
 * Initializes Auth for the app (connecting the emulator
 * before anything else) and waits until the stored session has been restored.
 */
export async function openSdkSession({ app, emulator, persistence = 'local' }: SdkSessionOptions): Promise<SdkSession> {
  const browser = canUseBrowserFlows();
  const auth = initialize(await app.getApp(appSdk), browser, persistence);
  if (emulator) connectAuthEmulator(auth, emulator.url, { disableWarnings: true });
  await auth.authStateReady();
  return { auth, browser };
}
