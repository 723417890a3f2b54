import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { getDownloadURL, getStorage, ref } from 'firebase/storage';

/** The same call made directly on the Firebase SDK: the baseline the adapter's bytes are compared with. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  return getDownloadURL(ref(getStorage(initializeApp(options)), 'bench/file.txt'));
}
