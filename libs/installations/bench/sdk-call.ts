import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { getId, getInstallations } from 'firebase/installations';

/** The same call made directly on the Firebase SDK: the baseline the adapter's bytes are compared with. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  return getId(getInstallations(initializeApp(options)));
}
