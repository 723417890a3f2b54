import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  addDoc,
  arrayRemove,
  arrayUnion,
  average,
  collection,
  count,
  deleteDoc,
  deleteField,
  disableNetwork,
  doc,
  enableNetwork,
  getAggregateFromServer,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  onSnapshot,
  onSnapshotResume,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  sum,
  terminate,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';

/** A bundling fixture for `npm run bench`: the SDK functions `adapter-port.ts` reaches, called directly. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const db = getFirestore(initializeApp(options));
  const notes = collection(db, 'bench');
  const one = doc(db, 'bench/one');
  const recent = query(notes, where('done', '==', false), orderBy('at'), startAfter(1), limit(20));
  const read = await getDocs(recent).catch(() => undefined);
  const stopDocument = onSnapshot(one, { includeMetadataChanges: true }, () => undefined);
  const stopQuery = read
    ? onSnapshotResume(db, read.toJSON(), { includeMetadataChanges: true }, () => undefined)
    : onSnapshot(recent, { includeMetadataChanges: true }, () => undefined);
  const batch = writeBatch(db);
  batch.delete(doc(db, 'bench/two'));
  const calls = await Promise.allSettled([
    getDoc(one),
    getDocs(recent),
    getAggregateFromServer(notes, { total: count(), sum: sum('n'), mean: average('n') }),
    setDoc(one, { at: serverTimestamp(), tags: arrayUnion('a') }),
    setDoc(one, { n: increment(1) }, { merge: true }),
    updateDoc(one, { tags: arrayRemove('b'), gone: deleteField() }),
    deleteDoc(one),
    addDoc(notes, { n: 1 }),
    Promise.resolve(doc(notes)),
    batch.commit(),
    runTransaction(db, async (transaction) => {
      const current = await transaction.get(one);
      transaction.set(one, { n: current.exists() ? 1 : 0 });
    }),
    disableNetwork(db),
    enableNetwork(db),
  ]);
  stopDocument();
  stopQuery();
  await terminate(db);
  return calls;
}
