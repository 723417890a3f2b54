import { fire, offlineFirebase } from '../firebase/testing/offline-sdk.js';
import type { FirestorePort } from '../firestore.port.js';
import type { DocumentData } from '../firestore.types.js';
import { createMemoryFirestore } from '../memory/index.js';
import { query, where, type QueryConstraint } from '../model/query.js';
import { collection, doc } from '../model/refs.js';

/**
 * Where the SDK's offline engine answers differently from the backend, the memory adapter follows the backend, and
 * the Firebase adapter (offline here) answers as the SDK does, except where its filters make the SDK's engine agree
 * with the backend. Each case pins both answers, so that a change in either is noticed (and the README's list kept
 * true).
 */
const sdk = offlineFirebase('firestore-differences');
let cases = 0;

const DOCS: Record<string, DocumentData> = {
  nil: { v: null },
  nan: { v: Number.NaN },
  one: { v: 1 },
  zero: { v: 0 },
  negZero: { v: -0 },
  arr: { v: [null, Number.NaN] },
  arrZero: { v: [-0] },
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
  it('in, array-contains-any and array-contains never match null or NaN on the backend, nor does the adapter offline', async () => {
    // The SDK's engine matches them; the Firebase adapter sends the filter without them, so its cache agrees.
    expect(await answers(where('v', 'in', [null, Number.NaN, 1]))).toEqual({ offline: ['one'], memory: ['one'] });
    expect(await answers(where('v', 'array-contains-any', [null]))).toEqual({ offline: [], memory: [] });
    expect(await answers(where('v', 'array-contains', Number.NaN))).toEqual({ offline: [], memory: [] });
  });

  it('membership does not tell -0 from 0 on the backend', async () => {
    expect(await answers(where('v', 'in', [0]))).toEqual({ offline: ['zero'], memory: ['negZero', 'zero'] });
    expect(await answers(where('v', 'array-contains', 0))).toEqual({ offline: [], memory: ['arrZero'] });
  });

  it('not-in [NaN] keeps NaN on the backend', async () => {
    expect(await answers(where('v', 'not-in', [Number.NaN]))).toEqual({
      offline: ['negZero', 'zero', 'one', 'arr', 'arrZero'],
      memory: ['nan', 'negZero', 'zero', 'one', 'arr', 'arrZero'],
    });
  });

  it('NaN is not below every number for a range filter on the backend, nor for the adapter offline', async () => {
    // The SDK's engine puts NaN below every number; the Firebase adapter adds `>= -Infinity` to `<` and `<=`.
    expect(await answers(where('v', '<', 5))).toEqual({
      offline: ['negZero', 'zero', 'one'],
      memory: ['negZero', 'zero', 'one'],
    });
  });
});
