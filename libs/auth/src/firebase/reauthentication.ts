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
import type { AuthPort } from '../auth.port.js';
import type { FirstFactorProof, Reauthentication } from '../auth.types.js';
import { providerIdOf } from '../provider-ids.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import { createSdkProvider, popupRedirectResolver } from './sdk-provider.js';
import type { SdkSession } from './sdk-session.js';
import { secondFactorAssertion } from './second-factor-assertion.js';
import { toSdkVerifier } from './sdk-verifier.js';
import type { AuthErrorMapper } from '../internal/auth-error-mapper.js';

const isMultiFactorError = (error: unknown): error is MultiFactorError =>
  isFirebaseErrorLike(error) && error.code === 'auth/multi-factor-auth-required';

const wrongMethod = (errors: AuthErrorMapper, user: User) =>
  errors.create('auth/wrong-sign-in-method', {
    customData: { providerIds: Object.freeze(user.providerData.map((p) => p.providerId)) },
  });

const signsInWith = (user: User, providerId: string) => user.providerData.some((p) => p.providerId === providerId);

async function proveFirstFactor(
  errors: AuthErrorMapper,
  s: SdkSession,
  user: User,
  proof: FirstFactorProof,
): Promise<void> {
  switch (proof.method) {
    case 'password':
      if (!user.email || !signsInWith(user, 'password')) throw wrongMethod(errors, user);
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, proof.password));
      return;
    case 'phone': {
      if (!user.phoneNumber || !signsInWith(user, 'phone')) throw wrongMethod(errors, user);
      const sent = await reauthenticateWithPhoneNumber(user, user.phoneNumber, toSdkVerifier(proof.verifier));
      await sent.confirm(await proof.enterCode());
      return;
    }
    case 'provider':
      if (!signsInWith(user, providerIdOf(proof.provider))) throw wrongMethod(errors, user);
      await reauthenticateWithPopup(user, createSdkProvider(proof.provider), popupRedirectResolver(s));
  }
}

/**
 * Re-authenticates the SDK user with the port's proof: the first factor, then,
 * when the server asks for one, a second factor through `proof.secondFactor`.
 */
async function reauthenticateSdkUser(
  runtime: FirebaseAuthRuntime,
  s: SdkSession,
  user: User,
  proof: Reauthentication,
): Promise<void> {
  try {
    await proveFirstFactor(runtime.errors, s, user, proof);
  } catch (error) {
    if (!isMultiFactorError(error)) throw error;
    const resolver = getMultiFactorResolver(s.auth, error);
    const hints = resolver.hints.map(runtime.toFactorInfo);
    if (!proof.secondFactor) throw runtime.errors.create('auth/multi-factor-auth-required', { customData: { hints } });
    await resolver.resolveSignIn(
      await secondFactorAssertion(runtime.errors, s, resolver, await proof.secondFactor(hints)),
    );
  }
}

/** Re-authentication: sensitive operations also use it when the server asks for a recent login. */
export function createReauthentication(runtime: FirebaseAuthRuntime): Pick<AuthPort, 'reauthenticate'> {
  return {
    reauthenticate: (proof) => runtime.run((s) => reauthenticateSdkUser(runtime, s, runtime.requireUser(s), proof)),
  };
}
