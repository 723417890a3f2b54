import { isFirebaseErrorLike } from '@platform/core';
import {
  EmailAuthProvider,
  getMultiFactorResolver,
  reauthenticateWithCredential,
  reauthenticateWithPhoneNumber,
  reauthenticateWithPopup,
  type MultiFactorError,
  type User,
} from 'firebase/auth';
import { authErrors } from '../auth.errors.js';
import type { AuthPort } from '../auth.port.js';
import type { FirstFactorProof, Reauthentication } from '../auth.types.js';
import { providerIdOf } from '../provider-ids.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import { toAuthUser, toFactorInfo } from './sdk-conversions.js';
import { createSdkProvider, popupRedirectResolver } from './sdk-provider.js';
import type { SdkSession } from './sdk-session.js';
import { secondFactorAssertion } from './second-factor-assertion.js';
import { toSdkVerifier } from './sdk-verifier.js';

const isMultiFactorError = (error: unknown): error is MultiFactorError =>
  isFirebaseErrorLike(error) && error.code === 'auth/multi-factor-auth-required';

const wrongMethod = (user: User) =>
  authErrors.create('auth/wrong-sign-in-method', { customData: { providerIds: toAuthUser(user).providerIds } });

const signsInWith = (user: User, providerId: string) => user.providerData.some((p) => p.providerId === providerId);

async function proveFirstFactor(s: SdkSession, user: User, proof: FirstFactorProof): Promise<void> {
  switch (proof.method) {
    case 'password':
      if (!user.email || !signsInWith(user, 'password')) throw wrongMethod(user);
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, proof.password));
      return;
    case 'phone': {
      if (!user.phoneNumber || !signsInWith(user, 'phone')) throw wrongMethod(user);
      const sent = await reauthenticateWithPhoneNumber(user, user.phoneNumber, toSdkVerifier(proof.verifier));
      await sent.confirm(await proof.enterCode());
      return;
    }
    case 'provider':
      if (!signsInWith(user, providerIdOf(proof.provider))) throw wrongMethod(user);
      await reauthenticateWithPopup(user, createSdkProvider(proof.provider), popupRedirectResolver(s));
  }
}

/**
 * Re-authenticates the SDK user with the port's proof: the first factor, then,
 * when the server asks for one, a second factor through `proof.secondFactor`.
 */
async function reauthenticateSdkUser(s: SdkSession, user: User, proof: Reauthentication): Promise<void> {
  try {
    await proveFirstFactor(s, user, proof);
  } catch (error) {
    if (!isMultiFactorError(error)) throw error;
    const resolver = getMultiFactorResolver(s.auth, error);
    const hints = resolver.hints.map(toFactorInfo);
    if (!proof.secondFactor) throw authErrors.create('auth/multi-factor-auth-required', { customData: { hints } });
    await resolver.resolveSignIn(await secondFactorAssertion(s, resolver, await proof.secondFactor(hints)));
  }
}

/** Re-authentication, in a chunk of its own: sensitive operations load it when the server asks for a recent login. */
export function createReauthentication(runtime: FirebaseAuthRuntime): Pick<AuthPort, 'reauthenticate'> {
  return {
    reauthenticate: (proof) => runtime.run((s) => reauthenticateSdkUser(s, runtime.requireUser(s), proof)),
  };
}
