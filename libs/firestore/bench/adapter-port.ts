import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import {
  arrayRemove,
  arrayUnion,
  average,
  collection,
  count,
  deleteField,
  docAt,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  sum,
  where,
} from '@platform/firestore';
import { createFirebaseFirestore } from '@platform/firestore/firebase';
import type { FirebaseOptions } from 'firebase/app';

/**
 * A bundling fixture for `npm run bench`: every method of the port through the Firebase adapter, so that every chunk
 * of the adapter is bundled and loaded. It only has to start each call; none needs to succeed.
 */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const firestore = createFirebaseFirestore({ app: createFirebaseApp(options as FirebaseConfig) });
  const notes = collection('bench');
  const one = docAt('bench/one');
  const recent = query(notes, where('done', '==', false), orderBy('at'), startAfter(1), limit(20));
  const read = await firestore.getQuerySnapshot(recent).catch(() => undefined);
  const stopDocument = firestore.onDocument(one, () => undefined);
  const stopQuery = firestore.onQuery(recent, () => undefined, undefined, {
    ...(read?.resumeFrom === undefined ? {} : { resumeFrom: read.resumeFrom }),
  });
  const batch = firestore.batch().delete(docAt('bench/two'));
  const calls = await Promise.allSettled([
    firestore.get(one),
    firestore.getDocs(recent),
    firestore.aggregate(notes, { total: count(), sum: sum('n'), mean: average('n') }),
    firestore.set(one, { at: serverTimestamp(), tags: arrayUnion('a') }),
    firestore.set(one, { n: increment(1) }, { merge: true }),
    firestore.update(one, { tags: arrayRemove('b'), gone: deleteField() }),
    firestore.delete(one),
    firestore.add(notes, { n: 1 }),
    Promise.resolve(firestore.newDoc(notes)),
    batch.commit(),
    firestore.runTransaction(async (transaction) => {
      const current = await transaction.get(one);
      transaction.set(one, { n: current ? 1 : 0 });
    }),
    firestore.offline(),
    firestore.online(),
  ]);
  stopDocument();
  stopQuery();
  await firestore.dispose();
  return calls;
}
