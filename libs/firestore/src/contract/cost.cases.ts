import { createCostMeter, createManualClock, withCostKey } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { FIRESTORE_BILLING } from '../cost/billing-rules.js';
import { meterFirestore } from '../cost/meter-firestore.js';
import type { FirestorePort } from '../firestore.port.js';
import type { DocumentData } from '../firestore.types.js';
import { count, sum } from '../model/aggregates.js';
import { orderBy, query, where } from '../model/query.js';
import { collection, doc, type CollectionRef } from '../model/refs.js';
import { useHarness, watchDoc, watchQuery, type ContractCases } from './harness.js';

const BATCH = 500;

const synced = (watch: ReturnType<typeof watchQuery>) => watch.snapshots.at(-1)?.fromCache === false && watch.ids();

async function seed(port: FirestorePort, target: CollectionRef<DocumentData>, count: number) {
  for (let from = 0; from < count; from += BATCH) {
    const batch = port.batch();
    for (let i = from; i < Math.min(count, from + BATCH); i += 1) batch.set(doc(target, `d${String(i)}`), { n: i });
    await batch.commit();
  }
}

/**
 * The meter's counts (see `meterFirestore`), the same on every adapter for the same operations. The writes come from a
 * peer, as another device's would, so that what the metered port reads is only what its listeners and reads bill.
 * Time (the 30-minute resume window) is the meter's manual clock: no backend here can be kept waiting that long, and
 * the emulator re-sends a resumed query's whole result, so what a resumed listener bills is the meter's model of
 * production's bill (the documents that differ from what the listener last had), which the emulator cannot show.
 */
export const costCases: ContractCases = (factory) => {
  describe('cost meter', () => {
    const setup = useHarness(factory);
    const open = async (context: Parameters<typeof setup>[0]) => {
      const harness = await setup(context);
      const clock = createManualClock(Date.UTC(2026, 10, 28, 12));
      const meter = createCostMeter({ clock });
      return { ...harness, clock, meter, metered: meterFirestore(harness.port, meter) };
    };

    it('bills a get one read, found or not, and a query one per document, at least one', async (context) => {
      const { metered, meter, peer, ns } = await open(context);
      const items = collection(ns('items'));
      await seed(peer(), items, 3);
      await metered.get(doc(items, 'd0'));
      await metered.get(doc(items, 'missing'));
      expect(meter.total().reads).toBe(2);
      expect(await metered.getDocs(items)).toHaveLength(3);
      expect(meter.total().reads).toBe(5);
      expect(await metered.getDocs(query(items, where('n', '>', 99)))).toEqual([]);
      expect(meter.total().reads).toBe(6);
    });

    it('bills a listener its first result, then each document added or changed, and nothing for a delete', async (context) => {
      const { metered, meter, peer, ns } = await open(context);
      const items = collection(ns('items'));
      const other = peer();
      await seed(other, items, 2);
      const watch = withCostKey('items', () => watchQuery(metered, query(items, orderBy('n'))));
      await expect.poll(() => watch.snapshots.at(-1)?.fromCache === false && watch.ids()).toEqual(['d0', 'd1']);
      expect(meter.total().reads).toBe(2);
      await other.set(doc(items, 'd2'), { n: 2 });
      await expect.poll(() => watch.ids()).toEqual(['d0', 'd1', 'd2']);
      await other.set(doc(items, 'd0'), { n: 5 });
      await expect.poll(() => watch.ids()).toEqual(['d1', 'd2', 'd0']);
      expect(meter.total().reads).toBe(4);
      await other.delete(doc(items, 'd1'));
      await expect.poll(() => watch.ids()).toEqual(['d2', 'd0']);
      expect(meter.total().reads).toBe(4);
      expect(meter.byKey().get('items')?.reads).toBe(4);
      expect(meter.listeners()).toEqual([expect.objectContaining({ key: 'items' })]);
      watch.stop();
      expect(meter.listeners()).toEqual([]);
    });

    it('bills a listener with an empty result one read, and a document listener one per change', async (context) => {
      const { metered, meter, peer, ns } = await open(context);
      const items = collection(ns('items'));
      const empty = watchQuery(metered, items);
      await expect.poll(() => empty.snapshots.at(-1)?.fromCache).toBe(false);
      expect(meter.total().reads).toBe(1);
      const ref = doc(items, 'd');
      const watch = watchDoc(metered, ref);
      await expect.poll(() => watch.snapshots.at(-1)?.fromCache).toBe(false);
      expect(meter.total().reads).toBe(2);
      await peer().set(ref, { n: 1 });
      await expect.poll(() => watch.snapshots.at(-1)?.doc?.data).toEqual({ n: 1 });
      await expect.poll(() => empty.ids()).toEqual(['d']);
      expect(meter.total().reads).toBe(4);
      empty.stop();
      watch.stop();
    });

    it('bills an aggregation one read per 1,000 index entries, at least one', async (context) => {
      const { metered, meter, peer, ns } = await open(context);
      const items = collection(ns('items'));
      await seed(peer(), items, FIRESTORE_BILLING.aggregationEntriesPerRead + 1);
      expect(await metered.aggregate(items, { n: count() })).toEqual({ n: 1_001 });
      expect(meter.total().reads).toBe(2);
      expect(await metered.aggregate(query(items, where('n', '<', 10)), { total: sum('n') })).toEqual({ total: 45 });
      expect(meter.total().reads).toBe(3);
      expect(await metered.aggregate(query(items, where('n', '<', 0)), { n: count() })).toEqual({ n: 0 });
      expect(meter.total().reads).toBe(4);
    });

    it('bills a second listener to the same query nothing, and one reopened after the last closed its whole result', async (context) => {
      const { metered, meter, peer, ns } = await open(context);
      const items = collection(ns('items'));
      await seed(peer(), items, 3);
      const first = watchQuery(metered, items);
      await expect.poll(() => synced(first)).toEqual(['d0', 'd1', 'd2']);
      const second = watchQuery(metered, items);
      await expect.poll(() => synced(second)).toEqual(['d0', 'd1', 'd2']);
      expect(meter.total().reads).toBe(3);
      first.stop();
      second.stop();
      const again = watchQuery(metered, items);
      await expect.poll(() => synced(again)).toEqual(['d0', 'd1', 'd2']);
      expect(meter.total().reads).toBe(6);
      again.stop();
    });

    it('bills a query reopened with resume tokens kept only what changed within 30 minutes, later its whole result', async (context) => {
      const { port, clock, meter, peer, ns } = await open(context);
      const metered = meterFirestore(port, meter, { persistentCache: true });
      const items = collection(ns('items'));
      const other = peer();
      await seed(other, items, 3);
      const first = watchQuery(metered, items);
      await expect.poll(() => synced(first)).toEqual(['d0', 'd1', 'd2']);
      first.stop();
      await other.set(doc(items, 'd1'), { n: 10 });
      clock.advance(FIRESTORE_BILLING.resumeWindowMs);
      const soon = watchQuery(metered, items);
      await expect.poll(() => soon.snapshots.some((s) => !s.fromCache && s.docs[1]?.data['n'] === 10)).toBe(true);
      expect(meter.total().reads).toBe(4);
      soon.stop();
      clock.advance(FIRESTORE_BILLING.resumeWindowMs + 1);
      const late = watchQuery(metered, items);
      await expect.poll(() => synced(late)).toEqual(['d0', 'd1', 'd2']);
      expect(meter.total().reads).toBe(7);
      late.stop();
    });

    it('bills a listener back online only what changed within 30 minutes offline, later its whole result', async (context) => {
      const { metered, clock, meter, peer, ns } = await open(context);
      const items = collection(ns('items'));
      const other = peer();
      await seed(other, items, 3);
      const watch = watchQuery(metered, items);
      await expect.poll(() => synced(watch)).toEqual(['d0', 'd1', 'd2']);
      const backWith = async (n: number, offlineMs: number) => {
        await metered.offline();
        await other.set(doc(items, 'd1'), { n });
        clock.advance(offlineMs);
        await metered.online();
        await expect.poll(() => watch.snapshots.some((s) => !s.fromCache && s.docs[1]?.data['n'] === n)).toBe(true);
      };
      await backWith(10, FIRESTORE_BILLING.resumeWindowMs);
      expect(meter.total().reads).toBe(4);
      await backWith(20, FIRESTORE_BILLING.resumeWindowMs + 1);
      expect(meter.total().reads).toBe(7);
      watch.stop();
    });
  });
};
