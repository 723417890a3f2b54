import { isFirebaseErrorLike } from '@platform/core';
import type { MultiFactorAssertion, MultiFactorError, MultiFactorResolver, User } from 'firebase/auth';
import { authErrors } from '../auth.errors.js';
import type { FirstFactorProof, Reauthentication, SecondFactorProof } from '../auth.types.js';
import { providerIdOf } from '../provider-ids.js';
import { toAuthUser, toFactorInfo } from './sdk-conversions.js';
import { createSdkProvider } from './sdk-provider.js';
import type { SdkSession } from './sdk-session.js';
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
      await s.sdk.reauthenticateWithCredential(user, s.sdk.EmailAuthProvider.credential(user.email, proof.password));
      return;
    case 'phone': {
      if (!user.phoneNumber || !signsInWith(user, 'phone')) throw wrongMethod(user);
      const sent = await s.sdk.reauthenticateWithPhoneNumber(user, user.phoneNumber, toSdkVerifier(proof.verifier));
      await sent.confirm(await proof.enterCode());
      return;
    }
    case 'provider':
      if (!signsInWith(user, providerIdOf(proof.provider))) throw wrongMethod(user);
      await s.sdk.reauthenticateWithPopup(user, createSdkProvider(s.sdk, proof.provider), s.resolver);
  }
}

/** The SDK's assertion for a second factor, sending and confirming the SMS for a phone factor. */
async function secondFactorAssertion(
  s: SdkSession,
  resolver: MultiFactorResolver,
  proof: SecondFactorProof,
): Promise<MultiFactorAssertion> {
  const hint = resolver.hints.find((h) => h.uid === proof.factorUid && h.factorId === proof.factorId);
  if (!hint) throw authErrors.create('auth/multi-factor-not-found', { customData: { factorUid: proof.factorUid } });
  if (proof.factorId === 'totp') return s.sdk.TotpMultiFactorGenerator.assertionForSignIn(hint.uid, proof.code);
  const verificationId = await new s.sdk.PhoneAuthProvider(s.auth).verifyPhoneNumber(
    { multiFactorHint: hint, session: resolver.session },
    toSdkVerifier(proof.verifier),
  );
  const credential = s.sdk.PhoneAuthProvider.credential(verificationId, await proof.enterCode());
  return s.sdk.PhoneMultiFactorGenerator.assertion(credential);
}

/**
 * Re-authenticates the SDK user with the port's proof: the first factor, then,
 * when the server asks for one, a second factor through `proof.secondFactor`.
 */
export async function reauthenticateSdkUser(s: SdkSession, user: User, proof: Reauthentication): Promise<void> {
  try {
    await proveFirstFactor(s, user, proof);
  } catch (error) {
    if (!isMultiFactorError(error)) throw error;
    const resolver = s.sdk.getMultiFactorResolver(s.auth, error);
    const hints = resolver.hints.map(toFactorInfo);
    if (!proof.secondFactor) throw authErrors.create('auth/multi-factor-auth-required', { customData: { hints } });
    await resolver.resolveSignIn(await secondFactorAssertion(s, resolver, await proof.secondFactor(hints)));
  }
}
