import { createFirebaseAuth } from '@platform/auth/firebase';
import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import type { FirebaseOptions } from 'firebase/app';

/**
 * Every member of the port through the library's Firebase adapter: the bench and the bundle budgets build it. The
 * calls start together and settle each on its own, so that one refused call never keeps another's chunk from loading.
 */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const auth = createFirebaseAuth({ app: createFirebaseApp(options as FirebaseConfig) });
  const verifier = { type: 'recaptcha', verify: async () => 'token' };
  const stopState = auth.subscribe(() => undefined);
  const stopTokens = auth.onIdTokenChange(() => undefined);
  const seen = [auth.currentState(), auth.currentUser(), auth.multiFactor.enrolledFactors()];
  const calls = await Promise.allSettled([
    auth.ready(),
    auth.signUpWithEmail('ada@example.com', 'correct horse'),
    auth.signInWithEmail('ada@example.com', 'correct horse'),
    auth.signInAnonymously(),
    auth.signInWithProvider('google', { mode: 'popup' }),
    auth.completeRedirect(),
    auth.startPhoneSignIn('+15555550100', verifier),
    auth.signOut(),
    auth.getIdToken(),
    auth.getIdTokenResult(),
    auth.reloadUser(),
    auth.updateProfile({ displayName: 'Ada' }),
    auth.requestEmailChange('lovelace@example.com'),
    auth.updatePassword('battery staple'),
    auth.sendPasswordResetEmail('ada@example.com'),
    auth.confirmPasswordReset('code', 'battery staple'),
    auth.sendEmailVerification(),
    auth.applyActionCode('code'),
    auth.reauthenticate({ method: 'password', password: 'correct horse' }),
    auth.deleteAccount(),
    auth.multiFactor.enrollPhone('+15555550100', verifier),
    auth.multiFactor.enrollTotp(),
    auth.multiFactor.unenroll('factor'),
  ]);
  stopState();
  stopTokens();
  await auth.dispose();
  return [...seen, calls];
}
