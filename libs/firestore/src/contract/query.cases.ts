import { describe, expect, it } from 'vitest';
import type { FirestorePort } from '../firestore.port.js';
import type { DocumentData } from '../firestore.types.js';
import { average, count, sum } from '../model/aggregates.js';
import {
  and,
  collectionGroup,
  documentId,
  endAt,
  endBefore,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  startAfter,
  startAt,
  where,
} from '../model/query.js';
import { collection, doc, docAt, type CollectionRef } from '../model/refs.js';
import { vector } from '../model/vector.js';
import { idsOf, useHarness, type ContractCases } from './harness.js';

async function seed(port: FirestorePort, target: CollectionRef<DocumentData>, docs: Record<string, DocumentData>) {
  const batch = port.batch();
  for (const [id, data] of Object.entries(docs)) batch.set(doc(target, id), data);
  await batch.commit();
}

const PEOPLE = {
  ada: { age: 36, city: 'London', tags: ['math', 'code'], score: 9 },
  bob: { age: 25, city: 'Oslo', tags: ['code'], score: 5 },
  cy: { age: 25, city: 'Paris', tags: [], score: 7 },
  dee: { age: 41, city: 'Oslo', tags: ['art'] },
  eve: { city: 'Rome', score: 1 },
} satisfies Record<string, DocumentData>;

export const queryCases: ContractCases = (factory) => {
  describe('queries', () => {
    const setup = useHarness(factory);

    it('filters with every operator', async (context) => {
      const { port, ns } = await setup(context);
      const people = collection(ns('people'));
      await seed(port, people, PEOPLE);
      const ids = (...constraints: Parameters<typeof query>[1][]) => idsOf(port, query(people, ...constraints));
      expect(await ids(where('age', '==', 25))).toEqual(['bob', 'cy']);
      expect(await ids(where('age', '!=', 25))).toEqual(['ada', 'dee']);
      expect(await ids(where('age', '<', 36))).toEqual(['bob', 'cy']);
      expect(await ids(where('age', '<=', 36))).toEqual(['bob', 'cy', 'ada']);
      expect(await ids(where('age', '>', 36))).toEqual(['dee']);
      expect(await ids(where('age', '>=', 36))).toEqual(['ada', 'dee']);
      expect(await ids(where('tags', 'array-contains', 'code'))).toEqual(['ada', 'bob']);
      expect(await ids(where('tags', 'array-contains-any', ['art', 'math']))).toEqual(['ada', 'dee']);
      expect(await ids(where('city', 'in', ['Oslo', 'Rome']))).toEqual(['bob', 'dee', 'eve']);
      expect(await ids(where('age', 'not-in', [25, 41]))).toEqual(['ada']);
    });

    it('combines filters with and() and or()', async (context) => {
      const { port, ns } = await setup(context);
      const people = collection(ns('people'));
      await seed(port, people, PEOPLE);
      const q = query(
        people,
        or(where('city', '==', 'Rome'), and(where('city', '==', 'Oslo'), where('age', '==', 41))),
      );
      expect(await idsOf(port, q)).toEqual(['dee', 'eve']);
    });

    it('takes an array filter in each or() branch, as the backend does', async (context) => {
      const { port, ns } = await setup(context);
      const people = collection(ns('people'));
      await seed(port, people, PEOPLE);
      const ids = (filter: Parameters<typeof query>[1]) => idsOf(port, query(people, filter));
      expect(
        await ids(or(where('tags', 'array-contains', 'code'), where('tags', 'array-contains-any', ['art']))),
      ).toEqual(['ada', 'bob', 'dee']);
      expect(
        await ids(
          or(
            and(where('tags', 'array-contains', 'math'), where('age', '==', 36)),
            and(where('tags', 'array-contains', 'art'), where('city', '==', 'Oslo')),
          ),
        ),
      ).toEqual(['ada', 'dee']);
    });

    it('orders across value types as Firestore does, and by several fields', async (context) => {
      const { port, ns } = await setup(context);
      const mixed = collection(ns('mixed'));
      await seed(port, mixed, {
        map: { v: { a: 1 } },
        arr: { v: [1] },
        str: { v: 'a' },
        time: { v: new Date(0) },
        vec: { v: vector([1]) },
        num: { v: 2 },
        nan: { v: Number.NaN },
        bool: { v: true },
        nil: { v: null },
        bytes: { v: new Uint8Array([0]) },
        none: { other: 1 },
      });
      expect(await idsOf(port, query(mixed, orderBy('v')))).toEqual([
        'nil',
        'bool',
        'nan',
        'num',
        'time',
        'str',
        'bytes',
        'arr',
        'vec',
        'map',
      ]);
      const people = collection(ns('people'));
      await seed(port, people, PEOPLE);
      expect(await idsOf(port, query(people, orderBy('age', 'desc'), orderBy('city')))).toEqual([
        'dee',
        'ada',
        'bob',
        'cy',
      ]);
    });

    it('limits from the start and from the end', async (context) => {
      const { port, ns } = await setup(context);
      const people = collection(ns('people'));
      await seed(port, people, PEOPLE);
      expect(await idsOf(port, query(people, orderBy('score'), limit(2)))).toEqual(['eve', 'bob']);
      expect(await idsOf(port, query(people, orderBy('score'), limitToLast(2)))).toEqual(['cy', 'ada']);
    });

    it('starts and ends at values or documents', async (context) => {
      const { port, ns } = await setup(context);
      const people = collection(ns('people'));
      await seed(port, people, PEOPLE);
      const byAge = query(people, orderBy('age'));
      expect(await idsOf(port, query(byAge, startAt(25), endBefore(41)))).toEqual(['bob', 'cy', 'ada']);
      expect(await idsOf(port, query(byAge, startAfter(25), endAt(41)))).toEqual(['ada', 'dee']);
      const bob = await port.get(doc(people, 'bob'));
      if (!bob) throw new Error('bob is missing');
      expect(await idsOf(port, query(byAge, startAfter(bob)))).toEqual(['cy', 'ada', 'dee']);
      expect(await idsOf(port, query(byAge, endBefore(bob)))).toEqual([]);
    });

    it('starts and ends at documents and values over several orderings and the document id', async (context) => {
      const { port, ns } = await setup(context);
      const people = collection(ns('people'));
      await seed(port, people, PEOPLE);
      const cy = await port.get(doc(people, 'cy'));
      if (!cy) throw new Error('cy is missing');
      const byAgeCity = query(people, orderBy('age', 'desc'), orderBy('city'));
      expect(await idsOf(port, query(byAgeCity, startAfter(cy)))).toEqual([]);
      expect(await idsOf(port, query(byAgeCity, endBefore(cy)))).toEqual(['dee', 'ada', 'bob']);
      expect(await idsOf(port, query(byAgeCity, startAt(25, 'Paris')))).toEqual(['cy']);
      const byId = query(people, orderBy(documentId()));
      expect(await idsOf(port, query(byId, startAt('bob'), endBefore('eve')))).toEqual(['bob', 'cy', 'dee']);
      expect(await idsOf(port, query(byId, startAfter(cy)))).toEqual(['dee', 'eve']);
      const byAgeThenId = query(people, orderBy('age'), orderBy(documentId()));
      expect(await idsOf(port, query(byAgeThenId, startAfter(25, 'bob')))).toEqual(['cy', 'ada', 'dee']);
    });

    it('orders inequalities on several fields implicitly, and filters by document id', async (context) => {
      const { port, ns } = await setup(context);
      const people = collection(ns('people'));
      await seed(port, people, PEOPLE);
      expect(await idsOf(port, query(people, where('score', '>', 1), where('age', '>', 20)))).toEqual([
        'bob',
        'cy',
        'ada',
      ]);
      expect(await idsOf(port, query(people, where(documentId(), 'in', ['cy', 'ada', 'zed'])))).toEqual(['ada', 'cy']);
      expect(await idsOf(port, query(people, where(documentId(), '!=', 'bob')))).toEqual(['ada', 'cy', 'dee', 'eve']);
      expect(await idsOf(port, query(people, where(documentId(), 'not-in', ['ada', 'eve'])))).toEqual([
        'bob',
        'cy',
        'dee',
      ]);
    });

    it('queries a collection group across parents', async (context) => {
      const { port, ns } = await setup(context);
      const group = ns('posts');
      const users = ns('users');
      await port.set(docAt(`${users}/a/${group}/p1`), { n: 2 });
      await port.set(docAt(`${users}/b/${group}/p2`), { n: 1 });
      await port.set(docAt(`${users}/b/${ns('other')}/p3`), { n: 0 });
      expect(await idsOf(port, query(collectionGroup(group), orderBy('n')))).toEqual(['p2', 'p1']);
      const byPath = where(documentId(), '==', `${users}/b/${group}/p2`);
      expect(await idsOf(port, query(collectionGroup(group), byPath))).toEqual(['p2']);
      expect(await port.aggregate(query(collectionGroup(group), where('n', '>', 0)), { n: count() })).toEqual({ n: 2 });
    });

    it('counts, sums and averages', async (context) => {
      const { port, ns } = await setup(context);
      const people = collection(ns('people'));
      await seed(port, people, PEOPLE);
      expect(await port.aggregate(people, { n: count() })).toEqual({ n: 5 });
      // Like the server, an aggregate orders by the fields it sums or averages: dee, with no score, is not counted.
      expect(await port.aggregate(people, { n: count(), total: sum('score'), mean: average('score') })).toEqual({
        n: 4,
        total: 22,
        mean: 5.5,
      });
      expect(
        await port.aggregate(query(people, where('city', '==', 'Nowhere')), { n: count(), mean: average('score') }),
      ).toEqual({
        n: 0,
        mean: null,
      });
      expect(
        await port.aggregate(query(people, where('city', '==', 'Oslo')), { n: count(), total: sum('age') }),
      ).toEqual({ n: 2, total: 66 });
      // Ordered by age, then by score (the summed field): bob (25, 5), cy (25, 7), then ada.
      expect(
        await port.aggregate(query(people, orderBy('age'), limit(2)), {
          n: count(),
          total: sum('score'),
          mean: average('score'),
        }),
      ).toEqual({ n: 2, total: 12, mean: 6 });
      // An inequality field comes before a summed field, whatever their names: by city (> 'A'), ada (London) first.
      expect(await port.aggregate(query(people, where('city', '>', 'A'), limit(1)), { total: sum('age') })).toEqual({
        total: 36,
      });
    });
  });
};
