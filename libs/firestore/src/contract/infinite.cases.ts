import { churnPageBoundaries, loadMoreOnceAtATime } from '@platform/core/testing';
import { describe, expect, it } from 'vitest';
import { firestoreErrors } from '../firestore.errors.js';
import type { FirestorePort } from '../firestore.port.js';
import { limit, limitToLast, orderBy, query } from '../model/query.js';
import { collection, doc, type CollectionRef } from '../model/refs.js';
import { createInfiniteQuery, type InfiniteQuery } from '../pagination/infinite-query.js';
import { expectFirestoreError, useHarness, type ContractCases } from './harness.js';
import { meterQueries } from './query-meter.js';

// The emulator's listen stream sometimes breaks and the SDK reconnects after a back-off; a case waits through a few.
const WAIT = { timeout: 15_000 };
const CASE = { timeout: 60_000 };
const id = (n: number) => `d${String(n).padStart(4, '0')}`;

async function seed(port: FirestorePort, items: CollectionRef<unknown, unknown>, from: number, to: number) {
  const batch = port.batch();
  for (let n = from; n <= to; n += 1) batch.set(doc(items, id(n)), { n });
  await batch.commit();
}

const ids = (list: InfiniteQuery<unknown>) => list.get().items.map((item) => item.id);
const settled = async (list: InfiniteQuery<unknown>) => {
  // A page answered from the cache may lack documents: the backend's answer settles it.
  await expect.poll(() => [list.get().status, list.get().fromCache], WAIT).toEqual(['success', false]);
};
const expected = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).map(id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The list with a listener of its own: a list reads nothing until its first subscriber. */
const listened = <L extends { subscribe(listener: () => void): unknown }>(list: L): L => {
  list.subscribe(() => undefined);
  return list;
};

export const infiniteCases: ContractCases = (factory) => {
  describe('live infinite queries', CASE, () => {
    const setup = useHarness(factory);

    it('keeps every loaded page live, ordered and unique while documents come and go at the page boundaries', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('items'));
      await seed(port, items, 1, 12);
      const list = listened(createInfiniteQuery(port, query(items, orderBy('n')), { pageSize: 4 }));
      await settled(list);
      list.loadMore();
      await settled(list);
      expect(ids(list)).toEqual(expected(range(1, 8)));
      const present = await churnPageBoundaries({
        add: (n) => port.set(doc(items, `x${String(n)}`), { n }),
        remove: (n) => port.delete(doc(items, id(n))),
        shows: async (values) => {
          await expect.poll(() => list.get().items.map((item) => item.data['n']), WAIT).toEqual(values);
          expect(new Set(ids(list)).size).toBe(values.length);
        },
      });
      list.loadMore();
      await settled(list);
      expect(list.get().items.map((item) => item.data['n'])).toEqual(present);
      expect(list.get().hasMore).toBe(false);
      list.stop();
    });

    it('refuses a query with limit() or limitToLast(), whose bounded pages would drop the documents past it', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('items'));
      await seed(port, items, 1, 6);
      for (const cap of [limit(3), limitToLast(3)]) {
        await expectFirestoreError(
          () => createInfiniteQuery(port, query(items, orderBy('n'), cap), { pageSize: 2 }),
          'firestore/invalid-query',
        );
      }
    });

    it('moves a changed document to its new place across pages, and a removed one leaves the list', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('items'));
      await seed(port, items, 1, 9);
      const list = listened(createInfiniteQuery(port, query(items, orderBy('n')), { pageSize: 3 }));
      await settled(list);
      list.loadMore();
      await settled(list);
      await port.set(doc(items, id(2)), { n: 5.5 });
      // The last page still shows a page: 6 now starts the part not loaded yet.
      await expect.poll(() => ids(list), WAIT).toEqual([id(1), id(3), id(4), id(5), id(2)]);
      await port.delete(doc(items, id(4)));
      await expect.poll(() => ids(list), WAIT).toEqual([id(1), id(3), id(5), id(2), id(6)]);
      list.stop();
    });

    it('ignores loadMore while a page is loading, and hasMore turns false exactly at the end', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('items'));
      await seed(port, items, 1, 10);
      const meter = meterQueries(port);
      const list = listened(createInfiniteQuery(meter.port, query(items, orderBy('n')), { pageSize: 5 }));
      await loadMoreOnceAtATime(
        {
          state: () => list.get(),
          values: () => list.get().items.map((item) => item.data['n'] as number),
          loadMore: () => list.loadMore(),
          settled: () => settled(list),
          listeners: () => meter.listeners(),
          add: (n) => port.set(doc(items, id(n)), { n }),
        },
        WAIT.timeout,
      );
      list.stop();
    });

    it('keeps the loaded documents through a failure, and retry recovers every page', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('items'));
      await seed(port, items, 1, 6);
      const meter = meterQueries(port);
      const list = listened(createInfiniteQuery(meter.port, query(items, orderBy('n')), { pageSize: 3 }));
      await settled(list);
      list.loadMore();
      await settled(list);
      const failure = firestoreErrors.create('firestore/unavailable');
      meter.fail(failure);
      expect(list.get()).toMatchObject({ status: 'error', error: failure });
      expect(ids(list)).toEqual(expected(range(1, 6)));
      list.loadMore();
      expect(list.get().pages).toBe(2);
      await port.delete(doc(items, id(2)));
      list.retry();
      await settled(list);
      await expect.poll(() => ids(list), WAIT).toEqual(expected([1, 3, 4, 5, 6]));
      expect(meter.listeners()).toBe(2);
      list.stop();
    });

    it('stop closes every page listener, reset starts again from the first page, maxPages drops the oldest', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('items'));
      await seed(port, items, 1, 10);
      const meter = meterQueries(port);
      const list = listened(createInfiniteQuery(meter.port, query(items, orderBy('n')), { pageSize: 2, maxPages: 2 }));
      for (let page = 1; page <= 3; page += 1) {
        await settled(list);
        if (page < 3) list.loadMore();
      }
      expect([ids(list), meter.listeners()]).toEqual([expected([3, 4, 5, 6]), 2]);
      list.reset();
      await settled(list);
      expect([ids(list), meter.listeners()]).toEqual([expected([1, 2]), 1]);
      list.stop();
      expect(meter.listeners()).toBe(0);
      await port.delete(doc(items, id(1)));
      expect(ids(list)).toEqual(expected([1, 2]));
    });

    it('reads each loaded document once: 10 pages of 20 read about 200 documents, not n·k(k+1)/2', async (context) => {
      const { port, peer, ns } = await setup(context);
      const items = collection(ns('items'));
      // Another client writes, so that nothing the list reads is in this client's cache already.
      const writer = peer();
      await seed(writer, items, 1, 250);
      const meter = meterQueries(port);
      const list = listened(createInfiniteQuery(meter.port, query(items, orderBy('n')), { pageSize: 20 }));
      for (let page = 1; page <= 10; page += 1) {
        await settled(list);
        if (page < 10) list.loadMore();
      }
      expect(list.get().items).toHaveLength(200);
      expect(meter.listeners()).toBe(10);
      // Each page reads one document more than it shows, to know whether another page follows.
      expect(meter.reads()).toBe(210);
      const before = meter.reads();
      await writer.set(doc(items, id(3)), { n: 3, edited: true });
      await expect.poll(() => list.get().items[2]?.data['edited'], WAIT).toBe(true);
      expect(meter.reads() - before).toBe(1);
      list.stop();
    });
  });
};
