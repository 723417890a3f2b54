import { describe, expect, it } from 'vitest';
import { limitToLast, orderBy, query, where } from '../model/query.js';
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

    it('refuses queries the backend would refuse', async (context) => {
      await setup(context);
      const items = collection('items');
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
      await expectFirestoreError(() => query(items, where('a', '>', 1), where('b', '<', 2)), 'firestore/invalid-query');
      await expectFirestoreError(() => query(items, where('a', '>', null)), 'firestore/invalid-query');
      await expectFirestoreError(
        () => query(items, where('a', '!=', 1), where('b', 'not-in', [1])),
        'firestore/invalid-query',
      );
      await expectFirestoreError(() => query(items, limitToLast(2)), 'firestore/invalid-query');
      await expectFirestoreError(() => query(items, orderBy('a..b')), 'firestore/invalid-query');
      query(items, where('a', '>', 1), where('b', '<', 2), orderBy('a'), orderBy('b'));
    });
  });
};
