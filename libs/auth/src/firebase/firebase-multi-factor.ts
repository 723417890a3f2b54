import type { MultiFactorInfo as SdkMultiFactorInfo, MultiFactorResolver, MultiFactorUser } from 'firebase/auth';
import { authErrors } from '../auth.errors.js';
import type { MultiFactorPort } from '../auth.port.js';
import type { MultiFactorInfo, MultiFactorSignIn } from '../auth.types.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import { toFactorInfo } from './sdk-conversions.js';
import { toSdkVerifier } from './sdk-verifier.js';

async function enrollAndFind(mfa: MultiFactorUser, enroll: () => Promise<void>): Promise<MultiFactorInfo> {
  const before = new Set(mfa.enrolledFactors.map((f) => f.uid));
  await enroll();
  const added = mfa.enrolledFactors.find((f) => !before.has(f.uid));
  if (!added)
    throw authErrors.create('auth/internal-error', {
      customData: { reason: 'The new second factor is missing after enrolment.' },
    });
  return toFactorInfo(added);
}

/** Second-factor enrolment through the SDK's `multiFactor(user)`. */
export function createFirebaseMultiFactor(runtime: FirebaseAuthRuntime): MultiFactorPort {
  return {
    enrolledFactors() {
      const s = runtime.opened();
      const user = s?.auth.currentUser;
      return s && user ? s.sdk.multiFactor(user).enrolledFactors.map(toFactorInfo) : [];
    },
    enrollPhone: (phoneNumber, verifier, displayName) =>
      runtime.run(async (s) => {
        const mfa = s.sdk.multiFactor(runtime.requireUser(s));
        const session = await mfa.getSession();
        const verificationId = await new s.sdk.PhoneAuthProvider(s.auth).verifyPhoneNumber(
          { phoneNumber, session },
          toSdkVerifier(verifier),
        );
        return {
          verificationId,
          confirm: (code: string) =>
            runtime.run((current) => {
              const assertion = current.sdk.PhoneMultiFactorGenerator.assertion(
                current.sdk.PhoneAuthProvider.credential(verificationId, code),
              );
              return enrollAndFind(mfa, () => mfa.enroll(assertion, displayName));
            }),
        };
      }),
    enrollTotp: () =>
      runtime.run(async (s) => {
        const mfa = s.sdk.multiFactor(runtime.requireUser(s));
        const secret = await s.sdk.TotpMultiFactorGenerator.generateSecret(await mfa.getSession());
        return {
          secretKey: secret.secretKey,
          codeLength: secret.codeLength,
          qrCodeUrl: (accountName?: string, issuer?: string) => secret.generateQrCodeUrl(accountName, issuer),
          complete: (code: string, displayName?: string) =>
            runtime.run((current) => {
              const assertion = current.sdk.TotpMultiFactorGenerator.assertionForEnrollment(secret, code);
              return enrollAndFind(mfa, () => mfa.enroll(assertion, displayName));
            }),
        };
      }),
    unenroll: (factorUid, options) =>
      runtime.sensitive(options, (s, user) => s.sdk.multiFactor(user).unenroll(factorUid)),
  };
}

function hintOf(resolver: MultiFactorResolver, factorUid: string, factorId: 'phone' | 'totp'): SdkMultiFactorInfo {
  const hint = resolver.hints.find((h) => h.uid === factorUid && h.factorId === factorId);
  if (!hint) throw authErrors.create('auth/multi-factor-not-found', { customData: { factorUid } });
  return hint;
}

/** The port's second sign-in step over the SDK's `MultiFactorResolver`. */
export function createFirebaseMfaResolver(
  runtime: FirebaseAuthRuntime,
  resolver: MultiFactorResolver,
  firstFactorProviderId: string,
): MultiFactorSignIn {
  return {
    hints: resolver.hints.map(toFactorInfo),
    signInWithPhone: (factorUid, verifier) =>
      runtime.run(async (s) => {
        const multiFactorHint = hintOf(resolver, factorUid, 'phone');
        const verificationId = await new s.sdk.PhoneAuthProvider(s.auth).verifyPhoneNumber(
          { multiFactorHint, session: resolver.session },
          toSdkVerifier(verifier),
        );
        return {
          verificationId,
          confirm: (code: string) =>
            runtime.run(async (current) => {
              const assertion = current.sdk.PhoneMultiFactorGenerator.assertion(
                current.sdk.PhoneAuthProvider.credential(verificationId, code),
              );
              return runtime.toSignedIn(current, await resolver.resolveSignIn(assertion), firstFactorProviderId);
            }),
        };
      }),
    signInWithTotp: (factorUid, code) =>
      runtime.run(async (s) => {
        hintOf(resolver, factorUid, 'totp');
        const assertion = s.sdk.TotpMultiFactorGenerator.assertionForSignIn(factorUid, code);
        return runtime.toSignedIn(s, await resolver.resolveSignIn(assertion), firstFactorProviderId);
      }),
  };
}
