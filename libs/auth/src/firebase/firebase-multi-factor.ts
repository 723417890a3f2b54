import {
  getMultiFactorResolver,
  multiFactor,
  TotpMultiFactorGenerator,
  type MultiFactorError,
  type MultiFactorUser,
} from 'firebase/auth';
import type { MultiFactorPort } from '../auth.port.js';
import type { MultiFactorInfo, MultiFactorSignIn } from '../auth.types.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import type { SensitiveOperation } from './sensitive-operation.js';
import { hintOf, phoneAssertion, sendSecondFactorCode } from './second-factor-assertion.js';

/** Second factors: enrolment and removal, and the second step of a sign-in that needs one. */
export interface FirebaseMultiFactor extends Omit<MultiFactorPort, 'enrolledFactors'> {
  /** The second sign-in step for a sign-in the server answered with `auth/multi-factor-auth-required`. */
  resolveSignIn(error: MultiFactorError, firstFactorProviderId: string): MultiFactorSignIn;
}

async function enrollAndFind(
  runtime: FirebaseAuthRuntime,
  mfa: MultiFactorUser,
  enroll: () => Promise<void>,
): Promise<MultiFactorInfo> {
  const before = new Set(mfa.enrolledFactors.map((f) => f.uid));
  await enroll();
  const added = mfa.enrolledFactors.find((f) => !before.has(f.uid));
  if (!added)
    throw runtime.errors.create('auth/internal-error', {
      customData: { reason: 'The new second factor is missing after enrolment.' },
    });
  return runtime.toFactorInfo(added);
}

/** Second factors through the SDK's `multiFactor(user)` and `getMultiFactorResolver`. */
export function createFirebaseMultiFactor(
  runtime: FirebaseAuthRuntime,
  sensitive: SensitiveOperation,
): FirebaseMultiFactor {
  const { run } = runtime;
  return {
    enrollPhone: (phoneNumber, verifier, displayName) =>
      run(async (s) => {
        const mfa = multiFactor(runtime.requireUser(s));
        const verificationId = await sendSecondFactorCode(
          s,
          { phoneNumber, session: await mfa.getSession() },
          verifier,
        );
        return {
          verificationId,
          confirm: (code: string) =>
            run(() => enrollAndFind(runtime, mfa, () => mfa.enroll(phoneAssertion(verificationId, code), displayName))),
        };
      }),
    enrollTotp: () =>
      run(async (s) => {
        const mfa = multiFactor(runtime.requireUser(s));
        const secret = await TotpMultiFactorGenerator.generateSecret(await mfa.getSession());
        return {
          secretKey: secret.secretKey,
          codeLength: secret.codeLength,
          qrCodeUrl: (accountName?: string, issuer?: string) => secret.generateQrCodeUrl(accountName, issuer),
          complete: (code: string, displayName?: string) =>
            run(() => {
              const assertion = TotpMultiFactorGenerator.assertionForEnrollment(secret, code);
              return enrollAndFind(runtime, mfa, () => mfa.enroll(assertion, displayName));
            }),
        };
      }),
    unenroll: (factorUid, options) => sensitive(options, (_, user) => multiFactor(user).unenroll(factorUid)),

    resolveSignIn(error, firstFactorProviderId) {
      const s = runtime.opened();
      if (!s) throw runtime.errors.toError(error);
      const resolver = getMultiFactorResolver(s.auth, error);
      return {
        hints: resolver.hints.map(runtime.toFactorInfo),
        signInWithPhone: (factorUid, verifier) =>
          run(async (current) => {
            const multiFactorHint = hintOf(runtime.errors, resolver, factorUid, 'phone');
            const verificationId = await sendSecondFactorCode(
              current,
              { multiFactorHint, session: resolver.session },
              verifier,
            );
            return {
              verificationId,
              confirm: (code: string) =>
                run(async (latest) =>
                  runtime.toSignedIn(
                    latest,
                    await resolver.resolveSignIn(phoneAssertion(verificationId, code)),
                    firstFactorProviderId,
                  ),
                ),
            };
          }),
        signInWithTotp: (factorUid, code) =>
          run(async (current) => {
            hintOf(runtime.errors, resolver, factorUid, 'totp');
            const assertion = TotpMultiFactorGenerator.assertionForSignIn(factorUid, code);
            return runtime.toSignedIn(current, await resolver.resolveSignIn(assertion), firstFactorProviderId);
          }),
      };
    },
  };
}
