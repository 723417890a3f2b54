import { describe, expect, it } from 'vitest';
import type { FirestorePort } from '../firestore.port.js';
import type { DocumentData } from '../firestore.types.js';
import { count } from '../model/aggregates.js';
import { documentId, limitToLast, or, orderBy, query, startAt, where, type QueryConstraint } from '../model/query.js';
import { collection, doc, type CollectionRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { expectFirestoreError, idsOf, useHarness, watchQuery, type ContractCases } from './harness.js';

async function seed(port: FirestorePort, target: CollectionRef<DocumentData>, docs: Record<string, DocumentData>) {
  const batch = port.batch();
  for (const [id, data] of Object.entries(docs)) batch.set(doc(target, id), data);
  await batch.commit();
}

const SPECIAL = {
  nan: { x: Number.NaN },
  one: { x: 1 },
  nil: { x: null },
  str: { x: 'a' },
  arrNil: { x: [null] },
  arrNaN: { x: [Number.NaN] },
  arrOne: { x: [1] },
} satisfies Record<string, DocumentData>;

/**
 * Operands the server answers in its own way: null and NaN in lists, ranges and `array-contains`, timestamps finer
 * than a microsecond, and the descending key scans the Cloud Firestore emulator refuses. The documents are written
 * through the adapter under test, so the Firebase adapter's SDK holds them in its cache as the server answers.
 */
export const operandCases: ContractCases = (factory) => {
  describe('operands the server answers in its own way', () => {
    const setup = useHarness(factory);

    it('never matches null or NaN in in, array-contains-any and array-contains, nor in a range', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('special'));
      await seed(port, items, SPECIAL);
      const ids = (...constraints: QueryConstraint[]) => idsOf(port, query(items, ...constraints));
      expect(await ids(where('x', 'in', [null, 'a']))).toEqual(['str']);
      expect(await ids(where('x', 'in', [Number.NaN, 1]))).toEqual(['one']);
      expect(await ids(where('x', 'in', [null, Number.NaN]))).toEqual([]);
      expect(await ids(where('x', 'array-contains-any', [null, Number.NaN, 1]))).toEqual(['arrOne']);
      expect(await ids(where('x', 'array-contains', null))).toEqual([]);
      expect(await ids(where('x', 'array-contains', Number.NaN))).toEqual([]);
      expect(await ids(where('x', 'not-in', [null, 1]))).toEqual([]);
      expect(await ids(where('x', '<=', null))).toEqual([]);
      expect(await ids(where('x', '>=', Number.NaN))).toEqual([]);
      expect(await ids(where('x', '<', 5))).toEqual(['one']);
      expect(await ids(or(where('x', '<=', 5), where('x', 'array-contains', null), where('x', '==', 'a')))).toEqual([
        'one',
        'str',
      ]);
      expect(await ids(where('x', '==', null))).toEqual(['nil']);
      expect(await ids(where('x', '==', Number.NaN))).toEqual(['nan']);
      expect(await ids(where('x', '!=', Number.NaN))).toEqual(['one', 'str', 'arrNil', 'arrNaN', 'arrOne']);
      expect(await port.aggregate(query(items, where('x', 'in', [null, 1])), { n: count() })).toEqual({ n: 1 });
      // The server orders by every inequality field, one that matches nothing included: a document without x is out.
      const mixed = collection(ns('mixed'));
      await seed(port, mixed, { yOnly: { y: 2 }, both: { x: 'b', y: 2 } });
      expect(await idsOf(port, query(mixed, or(where('y', '!=', 1), where('x', '<', null))))).toEqual(['both']);
    });

    it('hears the server’s answer for such operands, and their changes', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('special-live'));
      await seed(port, items, SPECIAL);
      const watch = watchQuery(port, query(items, where('x', 'in', [null, Number.NaN, 'a'])));
      await expect.poll(() => watch.snapshots.at(-1)?.fromCache).toBe(false);
      expect(watch.ids()).toEqual(['str']);
      await port.set(doc(items, 'late'), { x: 'a' });
      await port.set(doc(items, 'nil2'), { x: null });
      await expect.poll(() => watch.ids()).toEqual(['late', 'str']);
      const ranged = watchQuery(port, query(items, where('x', '<', 2)));
      await expect.poll(() => ranged.snapshots.at(-1)?.fromCache).toBe(false);
      expect(ranged.ids()).toEqual(['one']);
      expect(watch.errors.concat(ranged.errors)).toEqual([]);
      watch.stop();
      ranged.stop();
    });

    it('compares a timestamp operand to the microsecond, as it stores timestamps', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('micros'));
      await seed(port, items, { t: { t: new Timestamp(0, 123_456_789) }, u: { t: new Timestamp(0, 123_457_000) } });
      const ids = (...constraints: QueryConstraint[]) => idsOf(port, query(items, ...constraints));
      expect(await ids(where('t', '==', new Timestamp(0, 123_456_789)))).toEqual(['t']);
      expect(await ids(where('t', 'in', [new Timestamp(0, 123_456_001)]))).toEqual(['t']);
      expect(await ids(where('t', '>', new Timestamp(0, 123_456_500)))).toEqual(['u']);
      expect(await ids(where('t', '<=', new Timestamp(0, 123_456_500)))).toEqual(['t']);
      expect(await ids(orderBy('t'), startAt(new Timestamp(0, 123_456_999)))).toEqual(['t', 'u']);
    });

    it('refuses a descending scan by document id as the emulator does, and answers one with a field filter', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('keys'));
      await seed(port, items, { a: { n: 1 }, b: { n: 2 }, c: { n: 2 } });
      const scan = query(items, orderBy(documentId(), 'desc'));
      const scanFrom = query(items, orderBy(documentId(), 'desc'), startAt('b'));
      const refused = [
        scan,
        scanFrom,
        query(items, where(documentId(), '<', 'c'), orderBy(documentId(), 'desc')),
        query(items, orderBy(documentId()), limitToLast(2)),
      ];
      for (const refusedQuery of refused) {
        await expectFirestoreError(() => port.getDocs(refusedQuery), 'firestore/failed-precondition');
      }
      await expectFirestoreError(() => port.aggregate(scan, { n: count() }), 'firestore/failed-precondition');
      const watch = watchQuery(port, scanFrom);
      await expect.poll(() => watch.errors.length).toBe(1);
      expect(watch.errors[0]).toMatchObject({ code: 'firestore/failed-precondition' });
      watch.stop();
      expect(await idsOf(port, query(items, where('n', '==', 2), orderBy(documentId(), 'desc')))).toEqual(['c', 'b']);
      expect(await idsOf(port, query(items, orderBy('n', 'desc'), startAt(2)))).toEqual(['c', 'b', 'a']);
      expect(await idsOf(port, query(items, orderBy(documentId()), startAt('b')))).toEqual(['b', 'c']);
    });
  });
};
