import { describe, expect, it } from 'vitest';
import { and, collectionGroup, documentId, limitToLast, or, orderBy, query, startAt, where } from '../model/query.js';
import { collection, doc, docAt } from '../model/refs.js';
import { expectFirestoreError, useHarness, type ContractCases } from './harness.js';

export const badInputCases: ContractCases = (factory) => {
  describe('bad input, refused before any network call', () => {
    const setup = useHarness(factory);

    it('refuses paths with the wrong segment count, empty, dot or reserved segments, and segments over 1,500 bytes', async (context) => {
      await setup(context);
      await expectFirestoreError(() => collection('users/ada'), 'firestore/invalid-path');
      await expectFirestoreError(() => docAt('users'), 'firestore/invalid-path');
      await expectFirestoreError(() => collection('users//notes'), 'firestore/invalid-path');
      await expectFirestoreError(() => doc(collection('users'), '..'), 'firestore/invalid-path');
      await expectFirestoreError(() => doc(collection('users'), '__id__'), 'firestore/invalid-path');
      await expectFirestoreError(() => doc(collection('users'), '__idx7__'), 'firestore/invalid-path');
      await expectFirestoreError(() => doc(collection('users'), 'a/b'), 'firestore/invalid-path');
      await expectFirestoreError(() => doc(collection('users'), 'é'.repeat(751)), 'firestore/invalid-path');
    });

    it('refuses undefined, nested arrays and misplaced field values in data', async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('docs')), 'd');
      const error = await expectFirestoreError(
        () => port.set(ref, { a: { b: undefined } } as never),
        'firestore/invalid-data',
      );
      expect(error.customData['field']).toBe('a.b');
      await expectFirestoreError(() => port.set(ref, { a: [[1]] }), 'firestore/invalid-data');
      await expectFirestoreError(() => port.update(ref, { 'a..b': 1 }), 'firestore/invalid-data');
      expect(await port.get(ref)).toBeNull();
    });

    it('refuses written field names that begin and end with "__", __proto__ among them, at any depth', async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('docs')), 'd');
      for (const data of [{ __x__: 1 }, { a: { ____: 1 } }, JSON.parse('{"__proto__":{"b":1},"c":2}') as object]) {
        await expectFirestoreError(() => port.set(ref, data), 'firestore/invalid-data');
        await expectFirestoreError(() => port.set(ref, data, { merge: true }), 'firestore/invalid-data');
      }
      const nested = await expectFirestoreError(
        () => port.set(ref, JSON.parse('{"m":{"__proto__":1}}') as object),
        'firestore/invalid-data',
      );
      expect(nested.customData['field']).toBe('m.__proto__');
      await expectFirestoreError(() => port.update(ref, { 'a.__x__': 1 }), 'firestore/invalid-data');
      await expectFirestoreError(() => port.update(ref, { __name__: 1 }), 'firestore/invalid-data');
      expect(await port.get(ref)).toBeNull();
      // Names that only begin or end with "__", or are too short to do both, are the app's own.
      const kept = { __a: 1, b__: 2, ___: 3, __: 4, m: { _x_: 5 } };
      await port.set(ref, kept);
      expect((await port.get(ref))?.data).toEqual(kept);
    });

    it('refuses queries the backend would refuse', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('items'));
      await expectFirestoreError(
        () =>
          query(
            items,
            where(
              'a',
              'in',
              Array.from({ length: 31 }, (_, i) => i),
            ),
          ),
        'firestore/invalid-query',
      );
      await expectFirestoreError(() => query(items, where('a', 'in', [])), 'firestore/invalid-query');
      await expectFirestoreError(
        () => query(items, where('a', '!=', 1), where('b', 'not-in', [1])),
        'firestore/invalid-query',
      );
      await expectFirestoreError(
        () => query(items, where('a', '!=', 1), where('b', '!=', 2)),
        'firestore/invalid-query',
      );
      await expectFirestoreError(
        () => query(items, where('a', 'array-contains', 1), where('b', 'array-contains', 2)),
        'firestore/invalid-query',
      );
      // Each disjunction of the query's normal form takes one array filter: and(a, or(b, c)) joins a with b.
      await expectFirestoreError(
        () =>
          query(
            items,
            and(where('a', 'array-contains', 1), or(where('b', 'array-contains-any', [2]), where('c', '==', 1))),
          ),
        'firestore/invalid-query',
      );
      await expectFirestoreError(
        () =>
          query(items, or(and(where('a', 'array-contains', 1), where('b', 'array-contains', 2)), where('c', '==', 1))),
        'firestore/invalid-query',
      );
      const six = [0, 1, 2, 3, 4, 5];
      await expectFirestoreError(
        () => query(items, where('a', 'in', six), where('b', 'array-contains-any', six)),
        'firestore/invalid-query',
      );
      await expectFirestoreError(
        () =>
          query(
            items,
            or(
              where(
                'a',
                'in',
                Array.from({ length: 24 }, (_, n) => n),
              ),
              where('b', 'in', [null, ...six]),
            ),
          ),
        'firestore/invalid-query',
      );
      expect(await port.getDocs(query(items, where('a', 'in', [1, 1, 1, 1, 1, 1]), where('b', 'in', six)))).toEqual([]);
      await expectFirestoreError(() => query(items, limitToLast(2)), 'firestore/invalid-query');
      await expectFirestoreError(() => query(items, orderBy('a..b')), 'firestore/invalid-query');
      await expectFirestoreError(() => query(items, where('a', '==', [[1]])), 'firestore/invalid-query');
      await expectFirestoreError(() => query(items, where('a', '==', undefined as never)), 'firestore/invalid-query');
    });

    it('refuses documentId() filters and cursors the SDK refuses', async (context) => {
      await setup(context);
      const items = collection('items');
      const group = collectionGroup('items');
      for (const bad of ['', 'a/b', 7, null]) {
        await expectFirestoreError(() => query(items, where(documentId(), '==', bad)), 'firestore/invalid-query');
      }
      await expectFirestoreError(() => query(items, where(documentId(), 'in', ['a', ''])), 'firestore/invalid-query');
      await expectFirestoreError(() => query(group, where(documentId(), '==', 'plain')), 'firestore/invalid-query');
      await expectFirestoreError(
        () => query(items, where(documentId(), 'array-contains', 'a')),
        'firestore/invalid-query',
      );
      const byId = query(items, orderBy(documentId()));
      await expectFirestoreError(() => query(byId, startAt(7)), 'firestore/invalid-query');
      await expectFirestoreError(() => query(byId, startAt('a/b')), 'firestore/invalid-query');
      await expectFirestoreError(
        () => query(query(group, orderBy(documentId())), startAt('x')),
        'firestore/invalid-query',
      );
      await expectFirestoreError(
        () => query(items, orderBy('a'), startAt(undefined as never)),
        'firestore/invalid-query',
      );
      await expectFirestoreError(() => query(items, startAt(1), orderBy('a')), 'firestore/invalid-query');
      await expectFirestoreError(() => query(items, orderBy('a'), startAt(1, 2)), 'firestore/invalid-query');
      await expectFirestoreError(
        () => query(items, where('a', '==', 1), or(where('b', '==', 1), where('c', '==', 1))),
        'firestore/invalid-query',
      );
      query(query(items, where('a', '==', 1)), or(where('b', '==', 1), where('c', '==', 1)));
      query(group, where(documentId(), '==', 'users/ada/items/x'), orderBy(documentId()), startAt('users/ada/items/a'));
    });
  });
};
