import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  applyActionCode,
  browserPopupRedirectResolver,
  confirmPasswordReset,
  FacebookAuthProvider,
  GithubAuthProvider,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getAdditionalUserInfo,
  getAuth,
  getIdToken,
  getIdTokenResult,
  getMultiFactorResolver,
  getRedirectResult,
  GoogleAuthProvider,
  multiFactor,
  OAuthProvider,
  onAuthStateChanged,
  onIdTokenChanged,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  reauthenticateWithCredential,
  reauthenticateWithPhoneNumber,
  reauthenticateWithPopup,
  reload,
  SAMLAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  TotpMultiFactorGenerator,
  TwitterAuthProvider,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
  type MultiFactorError,
  type User,
} from 'firebase/auth';

/**
 * The same calls made directly on the Firebase SDK: the baseline the adapter's whole port is compared with. Like the
 * adapter's fixture, the calls start together and settle each on its own.
 */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const auth = getAuth(initializeApp(options));
  const verifier = { type: 'recaptcha', verify: async () => 'token', _reset: () => undefined };
  const stopState = onAuthStateChanged(auth, () => undefined);
  const stopTokens = onIdTokenChanged(auth, () => undefined);
  await auth.authStateReady();
  const user = auth.currentUser as User;
  const secondFactor = (error: unknown) => {
    const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
    return Promise.all([
      resolver.resolveSignIn(TotpMultiFactorGenerator.assertionForSignIn('factor', '000000')),
      new PhoneAuthProvider(auth)
        .verifyPhoneNumber({ multiFactorHint: resolver.hints[0], session: resolver.session }, verifier)
        .then((id) =>
          resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(id, '0'))),
        ),
    ]);
  };
  const providers = [
    new GithubAuthProvider(),
    new FacebookAuthProvider(),
    new TwitterAuthProvider(),
    new OAuthProvider('apple.com'),
    new SAMLAuthProvider('saml.acme'),
  ];
  const calls = await Promise.allSettled([
    createUserWithEmailAndPassword(auth, 'ada@example.com', 'correct horse').then(getAdditionalUserInfo),
    signInWithEmailAndPassword(auth, 'ada@example.com', 'correct horse').catch(secondFactor),
    signInAnonymously(auth),
    signInWithPopup(auth, new GoogleAuthProvider()),
    ...providers.map((provider) => signInWithRedirect(auth, provider, browserPopupRedirectResolver)),
    getRedirectResult(auth),
    signInWithPhoneNumber(auth, '+15555550100', verifier),
    signOut(auth),
    getIdToken(user),
    getIdTokenResult(user),
    reload(user),
    updateProfile(user, { displayName: 'Ada' }),
    verifyBeforeUpdateEmail(user, 'lovelace@example.com'),
    updatePassword(user, 'battery staple'),
    sendPasswordResetEmail(auth, 'ada@example.com'),
    confirmPasswordReset(auth, 'code', 'battery staple'),
    sendEmailVerification(user),
    applyActionCode(auth, 'code'),
    reauthenticateWithCredential(user, EmailAuthProvider.credential('ada@example.com', 'correct horse')),
    reauthenticateWithPopup(user, new GoogleAuthProvider()),
    reauthenticateWithPhoneNumber(user, '+15555550100', verifier).then((sent) => sent.confirm('000000')),
    deleteUser(user),
    multiFactor(user)
      .getSession()
      .then((session) =>
        new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber: '+15555550100', session }, verifier),
      )
      .then((id) =>
        multiFactor(user).enroll(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(id, '0'))),
      ),
    multiFactor(user).getSession().then(TotpMultiFactorGenerator.generateSecret),
    multiFactor(user).unenroll('factor'),
  ]);
  stopState();
  stopTokens();
  return [multiFactor(user).enrolledFactors, calls];
}
