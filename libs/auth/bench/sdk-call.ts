import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { getAuth, signInAnonymously } from 'firebase/auth';

/** The same call made directly on the Firebase SDK: the baseline the adapter's bytes are compared with. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  return signInAnonymously(getAuth(initializeApp(options)));
}
