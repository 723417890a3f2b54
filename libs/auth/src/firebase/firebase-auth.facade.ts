import { forwardMethods, lazyImplementation, listenWhenLoaded } from '@platform/core';
import type { AuthPort } from '../auth.port.js';
import type { AuthState } from '../auth.types.js';
import { ACCOUNT_MEMBERS } from '../internal/account-members.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import type { FirebaseAuthDeps } from './firebase-auth.js';

const UNKNOWN: AuthState = Object.freeze({ status: 'unknown', user: undefined });

/**
 * Creates the Firebase Authentication adapter. This is its whole eager cost: a
 * facade whose first asynchronous call (or `currentState`, `subscribe`) loads
 * the implementation (the session, tokens, anonymous sign-in and sign-out) in
 * one chunk, which then connects the emulator and restores the stored session.
 * Every other call (email, provider and phone sign-in, account management,
 * re-authentication, second factors) also loads the part's chunk, in the
 * same round. Until the implementation arrives the state is `unknown`; a chunk
 * that cannot be loaded rejects with `auth/unavailable`, and the next call tries again.
 */
export function createFirebaseAuth(deps: FirebaseAuthDeps): AuthPort {
  const implementation = lazyImplementation(
    () => import('./firebase-auth.js').then((loaded) => loaded.createAuthImplementation(deps)),
    { errors: lifecycle },
  );
  const part = implementation.part(() => import('./firebase-auth-part.js').then((chunk) => chunk.createAuthPart));

  return {
    ...forwardMethods(implementation, [
      'ready',
      'signInAnonymously',
      'signOut',
      'getIdToken',
      'getIdTokenResult',
      'reloadUser',
    ]),
    ...forwardMethods(part, [
      'signUpWithEmail',
      'signInWithEmail',
      'signInWithProvider',
      'completeRedirect',
      'startPhoneSignIn',
      ...ACCOUNT_MEMBERS,
      'reauthenticate',
    ]),
    // Synchronous: answered from the implementation once it is there, which this starts loading.
    currentState() {
      void implementation.load().catch(() => undefined);
      return implementation.current()?.currentState() ?? UNKNOWN;
    },
    subscribe(listener, onError) {
      if (implementation.current())
        return listenWhenLoaded(implementation, (port) => port.subscribe(listener, onError), onError);
      listener(UNKNOWN);
      // The listener has had `unknown` already; it hears the implementation's states from the first known one.
      return listenWhenLoaded(
        implementation,
        (port) => port.subscribe((state) => state.status !== 'unknown' && listener(state), onError),
        onError,
      );
    },
    onIdTokenChange: (listener, onError) =>
      listenWhenLoaded(implementation, (port) => port.onIdTokenChange(listener, onError), onError),
    currentUser: () => implementation.current()?.currentUser() ?? null,
    multiFactor: {
      ...forwardMethods(part, ['enrollPhone', 'enrollTotp', 'unenroll']),
      enrolledFactors: () => implementation.current()?.enrolledFactors() ?? [],
    },
    dispose: () => implementation.dispose(),
  };
}
