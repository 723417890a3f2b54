import { getDoc } from 'firebase/firestore';
import type { FirestorePort } from '../firestore.port.js';
import { docRefOf } from './converter.js';
import type { FirestoreImplementation } from './firebase-firestore.js';

/** Reading one document, the adapter's most common call, in a chunk of its own. */
export function createReads({ call }: FirestoreImplementation): Pick<FirestorePort, 'get'> {
  return {
    get: (ref) =>
      call(async (db) => {
        const snapshot = await getDoc(docRefOf(db, ref));
        return snapshot.exists() ? snapshot.data() : null;
      }),
  };
}
