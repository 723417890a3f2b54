import {
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  TotpMultiFactorGenerator,
  type MultiFactorAssertion,
  type MultiFactorInfo,
  type MultiFactorResolver,
  type MultiFactorSession,
} from 'firebase/auth';
import type { AuthErrorMapper } from '../internal/auth-error-mapper.js';
import type { PhoneVerifier, SecondFactorProof } from '../auth.types.js';
import type { SdkSession } from './sdk-session.js';
import { toSdkVerifier } from './sdk-verifier.js';

/** The resolver's hint for a factor, or `auth/multi-factor-not-found`. */
export function hintOf(
  errors: AuthErrorMapper,
  resolver: MultiFactorResolver,
  factorUid: string,
  factorId: 'phone' | 'totp',
): MultiFactorInfo {
  const hint = resolver.hints.find((h) => h.uid === factorUid && h.factorId === factorId);
  if (!hint) throw errors.create('auth/multi-factor-not-found', { customData: { factorUid } });
  return hint;
}

/** Sends the SMS code of a phone factor, for enrolment (`phoneNumber`) or sign-in (`multiFactorHint`); its verification id. */
export const sendSecondFactorCode = (
  s: SdkSession,
  options: { readonly session: MultiFactorSession } & (
    | { readonly phoneNumber: string }
    | { readonly multiFactorHint: MultiFactorInfo }
  ),
  verifier: PhoneVerifier,
): Promise<string> => new PhoneAuthProvider(s.auth).verifyPhoneNumber(options, toSdkVerifier(verifier));

/** The SDK's assertion for an SMS code. */
export const phoneAssertion = (verificationId: string, code: string): MultiFactorAssertion =>
  PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));

/** The SDK's assertion for a second factor, sending and confirming the SMS for a phone factor. */
export async function secondFactorAssertion(
  errors: AuthErrorMapper,
  s: SdkSession,
  resolver: MultiFactorResolver,
  proof: SecondFactorProof,
): Promise<MultiFactorAssertion> {
  const hint = hintOf(errors, resolver, proof.factorUid, proof.factorId);
  if (proof.factorId === 'totp') return TotpMultiFactorGenerator.assertionForSignIn(hint.uid, proof.code);
  const verificationId = await sendSecondFactorCode(
    s,
    { multiFactorHint: hint, session: resolver.session },
    proof.verifier,
  );
  return phoneAssertion(verificationId, await proof.enterCode());
}
