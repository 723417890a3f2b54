import { forwardMethods, lazyImplementation, listenWhenLoaded } from '@platform/core';
import type { AuthPort } from '../auth.port.js';
import type { AuthState } from '../auth.types.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import type { FirebaseAuthDeps } from './firebase-auth.js';
import type { FirebaseAuthParts } from './firebase-runtime.js';

const UNKNOWN: AuthState = Object.freeze({ status: 'unknown', user: undefined });

/**
 * Creates the Firebase Authentication adapter. This is its whole eager cost: a
 * facade whose first asynchronous call (or `currentState`, `subscribe`) loads
 * the implementation in one chunk with the SDK's session functions, which then
 * connects the emulator and restores the stored session. Every other capability
 * (email, provider and phone sign-in, account management, re-authentication,
 * second factors) is a chunk of its own, loaded with the implementation in one
 * round by its first call. Until the implementation arrives the state is
 * `unknown`; a chunk that cannot be loaded rejects with `auth/unavailable`, and
 * the next call tries again.
 */
export function createFirebaseAuth(deps: FirebaseAuthDeps): AuthPort {
  const parts: FirebaseAuthParts = {
    reauthenticate: (proof) => reauthentication.load().then((part) => part.reauthenticate(proof)),
    secondFactorSignIn: (error, providerId) =>
      secondFactors.load().then((part) => part.resolveSignIn(error, providerId)),
  };
  const implementation = lazyImplementation(
    () => import('./firebase-auth.js').then((loaded) => loaded.createAuthImplementation(deps, parts)),
    { errors: lifecycle, app: deps.app },
  );
  const email = implementation.capability(() => import('./email-sign-in.js').then((chunk) => chunk.createEmailSignIn));
  const providers = implementation.capability(() =>
    import('./provider-sign-in.js').then((chunk) => chunk.createProviderSignIn),
  );
  const phone = implementation.capability(() => import('./phone-sign-in.js').then((chunk) => chunk.createPhoneSignIn));
  const account = implementation.capability(() =>
    import('./account-management.js').then((chunk) => chunk.createAccountManagement),
  );
  const reauthentication = implementation.capability(() =>
    import('./reauthentication.js').then((chunk) => chunk.createReauthentication),
  );
  const secondFactors = implementation.capability(() =>
    import('./firebase-multi-factor.js').then((chunk) => chunk.createFirebaseMultiFactor),
  );

  return {
    ...forwardMethods(implementation, [
      'ready',
      'signInAnonymously',
      'signOut',
      'getIdToken',
      'getIdTokenResult',
      'reloadUser',
    ]),
    ...forwardMethods(email, ['signUpWithEmail', 'signInWithEmail']),
    ...forwardMethods(providers, ['signInWithProvider', 'completeRedirect']),
    ...forwardMethods(phone, ['startPhoneSignIn']),
    ...forwardMethods(account, [
      'updateProfile',
      'requestEmailChange',
      'updatePassword',
      'sendPasswordResetEmail',
      'confirmPasswordReset',
      'sendEmailVerification',
      'applyActionCode',
      'deleteAccount',
    ]),
    ...forwardMethods(reauthentication, ['reauthenticate']),
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
      ...forwardMethods(secondFactors, ['enrollPhone', 'enrollTotp', 'unenroll']),
      enrolledFactors: () => implementation.current()?.enrolledFactors() ?? [],
    },
    dispose: () => implementation.dispose(),
  };
}
