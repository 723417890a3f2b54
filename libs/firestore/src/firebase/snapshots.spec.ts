import type * as sdk from 'firebase/firestore';
import type { FirestoreDoc } from '../firestore.types.js';
import { querySnapshotsOf } from './snapshots.js';

type Doc = FirestoreDoc<{ n: number }>;
const doc = (id: string, n: number): Doc => ({ id, path: `items/${id}`, data: { n } });

/** An SDK document snapshot whose `data()` counts its reads. */
function sdkDoc(value: Doc, reads: string[]) {
  return {
    id: value.id,
    data: () => {
      reads.push(value.id);
      return { ...value };
    },
  } as unknown as sdk.QueryDocumentSnapshot<Doc>;
}

/** An SDK query snapshot of `docs`, with `changes` as `docChanges()`. */
function sdkSnapshot(
  docs: readonly Doc[],
  changes: readonly [sdk.DocumentChangeType, Doc, number, number][],
  reads: string[],
) {
  return {
    size: docs.length,
    docs: docs.map((value) => sdkDoc(value, reads)),
    docChanges: () =>
      changes.map(([type, value, oldIndex, newIndex]) => ({ type, doc: sdkDoc(value, reads), oldIndex, newIndex })),
    metadata: { fromCache: false, hasPendingWrites: false },
  } as unknown as sdk.QuerySnapshot<Doc>;
}

describe('querySnapshotsOf', () => {
  it('reads only the documents a snapshot changed, and keeps the objects of the others', () => {
    const reads: string[] = [];
    const next = querySnapshotsOf<{ n: number }>();
    const [a, b, c] = [doc('a', 1), doc('b', 2), doc('c', 3)];
    const first = next(
      sdkSnapshot(
        [a, b],
        [
          ['added', a, -1, 0],
          ['added', b, -1, 1],
        ],
        reads,
      ),
    );
    expect(first.docs).toEqual([a, b]);
    reads.length = 0;

    const moved = doc('a', 4);
    const second = next(
      sdkSnapshot(
        [c, moved],
        [
          ['removed', b, 1, -1],
          ['added', c, -1, 0],
          ['modified', moved, 1, 1],
        ],
        reads,
      ),
    );
    expect(second.docs).toEqual([c, moved]);
    expect(reads).toEqual(['c', 'a']);
    expect(second.changes.map((change) => [change.type, change.doc])).toEqual([
      ['removed', first.docs[1]],
      ['added', c],
      ['modified', moved],
    ]);
    // The removed document is the one the previous snapshot held, not read again.
    expect(second.changes[0]?.doc).toBe(first.docs[1]);
  });

  it('reads the whole result when the changes do not add up to the snapshot', () => {
    const reads: string[] = [];
    const next = querySnapshotsOf<{ n: number }>();
    const [a, b] = [doc('a', 1), doc('b', 2)];
    const snapshot = next(sdkSnapshot([a, b], [['added', a, -1, 0]], reads));
    expect(snapshot.docs).toEqual([a, b]);
  });
});
