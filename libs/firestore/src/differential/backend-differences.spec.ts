import { fire, offlineFirebase } from '../firebase/testing/offline-sdk.js';
import type { FirestorePort } from '../firestore.port.js';
import type { DocumentData } from '../firestore.types.js';
import { createMemoryFirestore } from '../memory/index.js';
import { query, where, type QueryConstraint } from '../model/query.js';
import { collection, doc } from '../model/refs.js';

/**
 * Where the SDK's offline engine answers differently from the backend, the memory adapter follows the backend.
 * Each case pins both answers, so that a change in either is noticed (and the README's list kept true).
 */
const sdk = offlineFirebase('firestore-differences');
let cases = 0;

const DOCS: Record<string, DocumentData> = {
  nil: { v: null },
  nan: { v: Number.NaN },
  one: { v: 1 },
  arr: { v: [null, Number.NaN] },
};

async function answers(...constraints: QueryConstraint[]) {
  cases += 1;
  const target = collection(`differences${String(cases)}`);
  const memory = createMemoryFirestore();
  const ids = async (port: FirestorePort) => (await port.getDocs(query(target, ...constraints))).map((d) => d.id);
  for (const [id, data] of Object.entries(DOCS)) {
    await memory.set(doc(target, id), data);
    fire(sdk.set(doc(target, id), data));
  }
  return { offline: await ids(sdk), memory: await ids(memory) };
}

describe('where the offline engine and the backend differ, the memory adapter follows the backend', () => {
  it('in and array-contains-any, which never match null or NaN on the backend, refuse them in their lists', () => {
    // The offline engine matches them; the server matches nothing; and the SDK's read of such a target may never end.
    const target = collection('differences-lists');
    for (const op of ['in', 'array-contains-any'] as const) {
      for (const special of [null, Number.NaN]) {
        expect(() => query(target, where('v', op, [special, 1]))).toThrow(
          expect.objectContaining({ code: 'firestore/invalid-query' }) as Error,
        );
      }
    }
  });

  it('NaN is not below every number for a range filter on the backend', async () => {
    expect(await answers(where('v', '<', 5))).toEqual({ offline: ['nan', 'one'], memory: ['one'] });
  });
});
