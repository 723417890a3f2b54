import { signInWithPhoneNumber } from 'firebase/auth';
import type { AuthPort } from '../auth.port.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import type { SecondFactorOutcome } from './second-factor-outcome.js';
import { toSdkVerifier } from './sdk-verifier.js';

/** Sign-in with an SMS code. */
export function createPhoneSignIn(
  runtime: FirebaseAuthRuntime,
  orSecondFactor: SecondFactorOutcome,
): Pick<AuthPort, 'startPhoneSignIn'> {
  return {
    startPhoneSignIn: (phoneNumber, verifier) =>
      runtime.run(async (s) => {
        const confirmation = await signInWithPhoneNumber(s.auth, phoneNumber, toSdkVerifier(verifier));
        return {
          verificationId: confirmation.verificationId,
          confirm: (code: string) =>
            runtime.run((current) =>
              orSecondFactor('phone', async () =>
                runtime.toSignedIn(current, await confirmation.confirm(code), 'phone'),
              ),
            ),
        };
      }),
  };
}
