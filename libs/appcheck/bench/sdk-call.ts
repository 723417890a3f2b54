import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { getToken, initializeAppCheck, ReCaptchaV3Provider } from 'firebase/app-check';

/** The same call made directly on the Firebase SDK: the baseline the adapter's bytes are compared with. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const appCheck = initializeAppCheck(initializeApp(options), { provider: new ReCaptchaV3Provider('bench-site-key') });
  return getToken(appCheck);
}
