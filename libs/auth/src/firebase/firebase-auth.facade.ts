import { forwardMethods, lazyImplementation, PlatformError } from '@platform/core';
import type { AuthErrorCode } from '../auth.errors.js';
import type { AuthPort, MultiFactorPort } from '../auth.port.js';
import type { AuthState, Unsubscribe } from '../auth.types.js';
import type { FirebaseAuthDeps } from './firebase-auth.js';

/**
 * The error for an implementation chunk that did not arrive. Built here rather
 * than from `authErrors`, whose messages would otherwise all be eager bytes;
 * `authErrors.is()` recognizes it like any other auth error.
 */
const loadFailed = (cause: unknown) =>
  new PlatformError<AuthErrorCode>(
    'auth/network-request-failed',
    'Sign-in could not be loaded. Check your connection and try again.',
    { cause },
  );

const UNKNOWN: AuthState = Object.freeze({ status: 'unknown', user: undefined });

/**
 * Creates the Firebase Authentication adapter. This is its whole eager cost: a
 * facade whose first asynchronous call (or `currentState`, `subscribe`) loads
 * the implementation in one chunk with `firebase/auth`, which then connects
 * the emulator and restores the stored session. Until it arrives the state is
 * `unknown`; a chunk that cannot be loaded rejects with `auth/network-request-failed`.
 */
export function createFirebaseAuth(deps: FirebaseAuthDeps): AuthPort {
  const implementation = lazyImplementation(
    () => import('./firebase-auth.js').then((loaded) => loaded.createAuthImplementation(deps)),
    { toError: loadFailed, app: deps.app },
  );
  const start = () => void implementation.load().catch(() => undefined);

  /** Attaches a listener now or when the implementation arrives, starting the load; `onError` hears a failed load. */
  const listen = (
    attach: (port: AuthPort) => Unsubscribe,
    onError: ((error: PlatformError<AuthErrorCode>) => void) | undefined,
  ): Unsubscribe => {
    const loaded = implementation.current();
    if (loaded) return attach(loaded);
    let active = true;
    // `load()` rejects only with the error `loadFailed` built.
    implementation.load().catch((error: unknown) => active && onError?.(error as PlatformError<AuthErrorCode>));
    const detach = implementation.whenLoaded(attach);
    return () => {
      active = false;
      detach();
    };
  };
  const multiFactor = forwardMethods({ load: () => implementation.load().then((port) => port.multiFactor) }, [
    'enrollPhone',
    'enrollTotp',
    'unenroll',
  ]);

  return {
    ...forwardMethods(implementation, [
      'ready',
      'signUpWithEmail',
      'signInWithEmail',
      'signInAnonymously',
      'signInWithProvider',
      'completeRedirect',
      'startPhoneSignIn',
      'signOut',
      'getIdToken',
      'getIdTokenResult',
      'reloadUser',
      'updateProfile',
      'requestEmailChange',
      'updatePassword',
      'sendPasswordResetEmail',
      'confirmPasswordReset',
      'sendEmailVerification',
      'applyActionCode',
      'deleteAccount',
      'reauthenticate',
    ]),
    currentState() {
      start();
      return implementation.current()?.currentState() ?? UNKNOWN;
    },
    subscribe(listener, onError) {
      if (implementation.current()) return listen((port) => port.subscribe(listener, onError), onError);
      listener(UNKNOWN);
      // The listener has had `unknown` already; it hears the implementation's states from the first known one.
      return listen(
        (port) => port.subscribe((state) => state.status !== 'unknown' && listener(state), onError),
        onError,
      );
    },
    onIdTokenChange: (listener, onError) => listen((port) => port.onIdTokenChange(listener, onError), onError),
    currentUser: () => implementation.current()?.currentUser() ?? null,
    multiFactor: {
      ...multiFactor,
      enrolledFactors: () => implementation.current()?.multiFactor.enrolledFactors() ?? [],
    } satisfies MultiFactorPort,
  };
}
