import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { doc, getDoc, getFirestore } from 'firebase/firestore';

/** A bundling fixture for `npm run bench`: the same call as `adapter-call.ts`, made on the SDK directly. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const snapshot = await getDoc(doc(getFirestore(initializeApp(options)), 'bench/one'));
  return snapshot.data();
}
