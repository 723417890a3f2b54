import { churnPageBoundaries, loadMoreOnceAtATime } from '@platform/core/testing';
import { describe, expect, it } from 'vitest';
import { createInfiniteList, type InfiniteList } from '../infinite-list.js';
import { rtdbErrors } from '../rtdb.errors.js';
import { expectRtdbError, useHarness, type ContractCases } from './harness.js';
import { meterLists } from './list-meter.js';

const WAIT = { timeout: 10_000 };
const id = (n: number) => `k${String(n).padStart(4, '0')}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const children = (numbers: readonly number[]) => Object.fromEntries(numbers.map((n) => [id(n), { n }]));
const ns = (list: InfiniteList) => list.get().items.map((item) => (item.value as { n: number }).n);
const settled = async (list: InfiniteList) => {
  await expect.poll(() => list.get().status, WAIT).toBe('success');
};
const byN = { orderBy: { by: 'child', path: 'n' } } as const;

/** Infinite lists over `limitToFirst` and `limitToLast` windows. */
/** The list with a listener of its own: a list reads nothing until its first subscriber. */
const listened = <L extends { subscribe(listener: () => void): unknown }>(list: L): L => {
  list.subscribe(() => undefined);
  return list;
};

export const infiniteCases: ContractCases = (factory) => {
  describe('live infinite lists', () => {
    const setup = useHarness(factory);

    it('keeps every loaded page live, ordered and unique while children come and go at the page boundaries', async () => {
      const { port } = await setup();
      await port.set('items', children(range(1, 12)));
      const list = listened(createInfiniteList(port, 'items', { ...byN, pageSize: 4 }));
      await settled(list);
      list.loadMore();
      await settled(list);
      expect(ns(list)).toEqual(range(1, 8));
      const present = await churnPageBoundaries({
        add: (n) => port.set(`items/x${String(n).replace('.', '_')}`, { n }),
        remove: (n) => port.remove(`items/${id(n)}`),
        shows: async (values) => {
          await expect.poll(() => ns(list), WAIT).toEqual(values);
          expect(new Set(list.get().items.map((item) => item.key)).size).toBe(values.length);
        },
      });
      list.loadMore();
      await settled(list);
      expect(ns(list)).toEqual(present);
      expect(list.get().hasMore).toBe(false);
      list.stop();
    });

    it('moves a changed child to its new place across pages, and a removed one leaves the list', async () => {
      const { port } = await setup();
      await port.set('items', children(range(1, 9)));
      const list = listened(createInfiniteList(port, 'items', { ...byN, pageSize: 3 }));
      await settled(list);
      list.loadMore();
      await settled(list);
      await port.set(`items/${id(2)}`, { n: 5.5 });
      await expect.poll(() => ns(list), WAIT).toEqual([1, 3, 4, 5, 5.5]);
      await port.remove(`items/${id(4)}`);
      await expect.poll(() => ns(list), WAIT).toEqual([1, 3, 5, 5.5, 6]);
      list.stop();
    });

    it('pages backward from the last child with limitToLast windows', async () => {
      const { port } = await setup();
      await port.set('items', children(range(1, 7)));
      const list = listened(createInfiniteList(port, 'items', { orderBy: { by: 'key' }, pageSize: 3, from: 'end' }));
      await settled(list);
      expect(ns(list)).toEqual([7, 6, 5]);
      list.loadMore();
      await settled(list);
      list.loadMore();
      await settled(list);
      expect([ns(list), list.get().hasMore]).toEqual([[7, 6, 5, 4, 3, 2, 1], false]);
      await port.set(`items/${id(8)}`, { n: 8 });
      await port.remove(`items/${id(4)}`);
      // A child added at the head joins the first page.
      await expect.poll(() => ns(list), WAIT).toEqual([8, 7, 6, 5, 3, 2, 1]);
      list.stop();
    });

    it('ignores loadMore while a page is loading, and hasMore turns false exactly at the end', async () => {
      const { port } = await setup();
      await port.set('items', children(range(1, 10)));
      const meter = meterLists(port);
      const list = listened(createInfiniteList(meter.port, 'items', { ...byN, pageSize: 5 }));
      await loadMoreOnceAtATime(
        {
          state: () => list.get(),
          values: () => ns(list),
          loadMore: () => list.loadMore(),
          settled: () => settled(list),
          listeners: () => meter.listeners(),
          add: (n) => port.set(`items/${id(n)}`, { n }),
        },
        WAIT.timeout,
      );
      list.stop();
    });

    it('keeps the loaded children through a failure, and retry recovers every page', async () => {
      const { port } = await setup();
      await port.set('items', children(range(1, 6)));
      const meter = meterLists(port);
      const list = listened(createInfiniteList(meter.port, 'items', { ...byN, pageSize: 3 }));
      await settled(list);
      list.loadMore();
      await settled(list);
      const failure = rtdbErrors.create('rtdb/permission-denied');
      meter.fail(failure);
      expect(list.get()).toMatchObject({ status: 'error', error: failure });
      expect(ns(list)).toEqual(range(1, 6));
      list.loadMore();
      expect(list.get().pages).toBe(2);
      await port.remove(`items/${id(2)}`);
      list.retry();
      await settled(list);
      await expect.poll(() => ns(list), WAIT).toEqual([1, 3, 4, 5, 6]);
      expect(meter.listeners()).toBe(2);
      list.stop();
    });

    it('stop closes every listener, reset starts from the first page, maxPages drops the oldest, priority is refused', async () => {
      const { port } = await setup();
      await port.set('items', children(range(1, 10)));
      const meter = meterLists(port);
      const list = listened(createInfiniteList(meter.port, 'items', { ...byN, pageSize: 2, maxPages: 2 }));
      for (let page = 1; page <= 3; page += 1) {
        await settled(list);
        if (page < 3) list.loadMore();
      }
      expect([ns(list), meter.listeners()]).toEqual([[3, 4, 5, 6], 2]);
      list.reset();
      await settled(list);
      expect([ns(list), meter.listeners()]).toEqual([[1, 2], 1]);
      list.stop();
      expect(meter.listeners()).toBe(0);
      await expectRtdbError(
        Promise.resolve().then(() =>
          createInfiniteList(port, 'items', { orderBy: { by: 'priority' } as never, pageSize: 2 }),
        ),
        'rtdb/invalid-query',
      );
    });

    it('sends each loaded child once: 10 pages of 20 cost about 200 children, and one change costs one', async () => {
      const { port } = await setup();
      await port.set('items', children(range(1, 250)));
      const meter = meterLists(port);
      const list = listened(createInfiniteList(meter.port, 'items', { ...byN, pageSize: 20 }));
      for (let page = 1; page <= 10; page += 1) {
        await settled(list);
        if (page < 10) list.loadMore();
      }
      expect([list.get().items.length, meter.listeners()]).toEqual([200, 10]);
      // Each page reads one child more than it shows, to know whether another page follows.
      expect(meter.reads()).toBe(210);
      const before = meter.reads();
      await port.set(`items/${id(3)}/edited`, true);
      await expect.poll(() => (list.get().items[2]?.value as { edited?: boolean }).edited, WAIT).toBe(true);
      expect(meter.reads() - before).toBe(1);
      list.stop();
    });
  });
};
