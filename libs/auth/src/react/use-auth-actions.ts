import { useMemo } from 'react';
import type { AuthPort, MultiFactorPort } from '../auth.port.js';
import { useAuth } from './auth-service.js';

/** The port's operations, bound and stable for as long as the port is the same; `dispose` belongs to the port's owner. */
export type AuthActions = Omit<
  AuthPort,
  'currentState' | 'subscribe' | 'onIdTokenChange' | 'currentUser' | 'multiFactor' | 'dispose'
> &
  Pick<MultiFactorPort, 'enrollPhone' | 'enrollTotp' | 'unenroll'>;

/** Binds every operation of `auth`, so they can be passed around as callbacks. */
export function bindAuthActions(auth: AuthPort): AuthActions {
  const mfa = auth.multiFactor;
  return {
    ready: auth.ready.bind(auth),
    signUpWithEmail: auth.signUpWithEmail.bind(auth),
    signInWithEmail: auth.signInWithEmail.bind(auth),
    signInAnonymously: auth.signInAnonymously.bind(auth),
    signInWithProvider: auth.signInWithProvider.bind(auth),
    completeRedirect: auth.completeRedirect.bind(auth),
    startPhoneSignIn: auth.startPhoneSignIn.bind(auth),
    signOut: auth.signOut.bind(auth),
    getIdToken: auth.getIdToken.bind(auth),
    getIdTokenResult: auth.getIdTokenResult.bind(auth),
    reloadUser: auth.reloadUser.bind(auth),
    updateProfile: auth.updateProfile.bind(auth),
    requestEmailChange: auth.requestEmailChange.bind(auth),
    updatePassword: auth.updatePassword.bind(auth),
    sendPasswordResetEmail: auth.sendPasswordResetEmail.bind(auth),
    confirmPasswordReset: auth.confirmPasswordReset.bind(auth),
    sendEmailVerification: auth.sendEmailVerification.bind(auth),
    applyActionCode: auth.applyActionCode.bind(auth),
    reauthenticate: auth.reauthenticate.bind(auth),
    deleteAccount: auth.deleteAccount.bind(auth),
    enrollPhone: mfa.enrollPhone.bind(mfa),
    enrollTotp: mfa.enrollTotp.bind(mfa),
    unenroll: mfa.unenroll.bind(mfa),
  };
}

/** Stable, bound auth operations for event handlers and effects. */
export function useAuthActions(): AuthActions {
  const auth = useAuth();
  return useMemo(() => bindAuthActions(auth), [auth]);
}
