import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import type { AuthPort } from '../auth.port.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import { SIGN_IN_ERRORS } from '../internal/sign-in-errors.js';

/** Email and password accounts: sign-up and sign-in, in a chunk of their own. */
export function createEmailSignIn(runtime: FirebaseAuthRuntime): Pick<AuthPort, 'signUpWithEmail' | 'signInWithEmail'> {
  runtime.errors.extend(SIGN_IN_ERRORS);
  return {
    signUpWithEmail: (email, password) =>
      runtime.run(async (s) =>
        runtime.toSignedIn(s, await createUserWithEmailAndPassword(s.auth, email, password), 'password', true),
      ),
    signInWithEmail: (email, password) =>
      runtime.run((s) =>
        runtime.orSecondFactor('password', async () =>
          runtime.toSignedIn(s, await signInWithEmailAndPassword(s.auth, email, password), 'password'),
        ),
      ),
  };
}
