import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { get, getDatabase, ref } from 'firebase/database';

/** The same call made directly on the Firebase SDK: the baseline the adapter's bytes are compared with. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const snapshot = await get(ref(getDatabase(initializeApp(options)), 'bench/value'));
  return snapshot.val();
}
