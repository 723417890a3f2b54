import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import type { AuthPort } from '../auth.port.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import type { SecondFactorOutcome } from './second-factor-outcome.js';

/** Email and password accounts: sign-up and sign-in. */
export function createEmailSignIn(
  runtime: FirebaseAuthRuntime,
  orSecondFactor: SecondFactorOutcome,
): Pick<AuthPort, 'signUpWithEmail' | 'signInWithEmail'> {
  return {
    signUpWithEmail: (email, password) =>
      runtime.run(async (s) =>
        runtime.toSignedIn(s, await createUserWithEmailAndPassword(s.auth, email, password), 'password', true),
      ),
    signInWithEmail: (email, password) =>
      runtime.run((s) =>
        orSecondFactor('password', async () =>
          runtime.toSignedIn(s, await signInWithEmailAndPassword(s.auth, email, password), 'password'),
        ),
      ),
  };
}
