import { isFirebaseErrorLike } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
import * as firebaseAuth from 'firebase/auth';
import type { Auth, Persistence, PopupRedirectResolver } from 'firebase/auth';

/** The `firebase/auth` module. */
export type AuthSdk = typeof import('firebase/auth');

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

/** The loaded SDK with its initialized, restored Auth instance. */
export interface SdkSession {
  /** The `firebase/auth` module. */
  readonly sdk: AuthSdk;
  /** The app's Auth instance. */
  readonly auth: Auth;
  /** The popup and redirect resolver in a browser; `undefined` elsewhere. */
  readonly resolver: PopupRedirectResolver | undefined;
  /** Whether there is a `window` (popups, redirects, reCAPTCHA and web storage). */
  readonly browser: boolean;
}

// Imported statically, so that the bundler ships the SDK in the implementation's own lazy chunk.
const loadSdk = (): Promise<AuthSdk> => Promise.resolve(firebaseAuth);

/** True in a browser-like environment; read at call time so the module stays SSR-safe. */
const isBrowser = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

/**
 * True when popups, redirects and web storage can really be used: a browser-like
 * environment AND the SDK's browser build. Under jsdom or a `window` shim, Node's
 * build is loaded, whose browser-only exports are stand-ins that throw.
 */
const canUseBrowserFlows = (sdk: AuthSdk): boolean =>
  isBrowser() && typeof sdk.browserPopupRedirectResolver === 'function';

function browserPersistence(sdk: AuthSdk, persistence: FirebaseAuthPersistence): Persistence | Persistence[] {
  switch (persistence) {
    case 'local':
      return [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence];
    case 'session':
      return sdk.browserSessionPersistence;
    case 'memory':
      return sdk.inMemoryPersistence;
  }
}

function initialize(
  sdk: AuthSdk,
  app: Parameters<AuthSdk['initializeAuth']>[0],
  browser: boolean,
  persistence: FirebaseAuthPersistence,
): Auth {
  try {
    return browser
      ? sdk.initializeAuth(app, {
          persistence: browserPersistence(sdk, persistence),
          popupRedirectResolver: sdk.browserPopupRedirectResolver,
        })
      : sdk.initializeAuth(app, { persistence: sdk.inMemoryPersistence });
  } catch (error) {
    if (isFirebaseErrorLike(error) && error.code === 'auth/already-initialized') return sdk.getAuth(app);
    throw error;
  }
}

/**
 * Initializes Auth for the app (connecting the emulator
 * before anything else) and waits until the stored session has been restored.
 */
export async function openSdkSession({ app, emulator, persistence = 'local' }: SdkSessionOptions): Promise<SdkSession> {
  const [sdk, firebaseApp] = await Promise.all([loadSdk(), app.getApp()]);
  const browser = canUseBrowserFlows(sdk);
  const auth = initialize(sdk, firebaseApp, browser, persistence);
  if (emulator) sdk.connectAuthEmulator(auth, emulator.url, { disableWarnings: true });
  await auth.authStateReady();
  return { sdk, auth, resolver: browser ? sdk.browserPopupRedirectResolver : undefined, browser };
}
