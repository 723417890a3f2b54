import { signInWithPhoneNumber } from 'firebase/auth';
import type { AuthPort } from '../auth.port.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import { toSdkVerifier } from './sdk-verifier.js';
import { SIGN_IN_ERRORS } from '../internal/sign-in-errors.js';

/** Sign-in with an SMS code, in a chunk of its own. */
export function createPhoneSignIn(runtime: FirebaseAuthRuntime): Pick<AuthPort, 'startPhoneSignIn'> {
  runtime.errors.extend(SIGN_IN_ERRORS);
  return {
    startPhoneSignIn: (phoneNumber, verifier) =>
      runtime.run(async (s) => {
        const confirmation = await signInWithPhoneNumber(s.auth, phoneNumber, toSdkVerifier(verifier));
        return {
          verificationId: confirmation.verificationId,
          confirm: (code: string) =>
            runtime.run((current) =>
              runtime.orSecondFactor('phone', async () =>
                runtime.toSignedIn(current, await confirmation.confirm(code), 'phone'),
              ),
            ),
        };
      }),
  };
}
