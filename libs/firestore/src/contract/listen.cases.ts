import { describe, expect, it } from 'vitest';
import { limitToLast, orderBy, query, where } from '../model/query.js';
import { collection, doc } from '../model/refs.js';
import { useHarness, watchDoc, watchQuery, type ContractCases } from './harness.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

export const listenCases: ContractCases = (factory) => {
  describe('live listeners', () => {
    const setup = useHarness(factory);

    it('hears a document now and on each change, with hasPendingWrites until the write is confirmed', async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('docs')), 'd');
      const watch = watchDoc(port, ref);
      await expect.poll(() => watch.snapshots.at(-1)?.fromCache).toBe(false);
      expect(watch.snapshots[0]).toMatchObject({ doc: null });
      await port.set(ref, { n: 1 });
      await expect.poll(() => watch.snapshots.at(-1)?.hasPendingWrites).toBe(false);
      const local = watch.snapshots.find((snapshot) => snapshot.doc?.data['n'] === 1);
      expect(local?.hasPendingWrites).toBe(true);
      expect(watch.snapshots.at(-1)).toMatchObject({ doc: { id: 'd', data: { n: 1 } }, fromCache: false });
      watch.stop();
    });

    it('reports added, modified and removed documents with their old and new indexes', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('items'));
      await port.set(doc(items, 'a'), { n: 1 });
      await port.set(doc(items, 'b'), { n: 2 });
      const watch = watchQuery(port, query(items, orderBy('n')));
      const changes = () =>
        watch.snapshots.flatMap((snapshot) => snapshot.changes.map((c) => [c.type, c.doc.id, c.oldIndex, c.newIndex]));
      await expect.poll(() => watch.ids()).toEqual(['a', 'b']);
      expect(changes()).toEqual([
        ['added', 'a', -1, 0],
        ['added', 'b', -1, 1],
      ]);
      await port.set(doc(items, 'a'), { n: 3 });
      await expect.poll(() => watch.ids()).toEqual(['b', 'a']);
      await port.delete(doc(items, 'b'));
      await expect.poll(() => watch.ids()).toEqual(['a']);
      expect(changes().slice(2)).toEqual([
        ['modified', 'a', 0, 1],
        ['removed', 'b', 0, -1],
      ]);
      watch.stop();
    });

    it('reads a query once as its first snapshot, and a listener resumed from the read hears only later changes', async (context) => {
      const { port, ns, peer } = await setup(context);
      const items = collection(ns('items'));
      await port.set(doc(items, 'b'), { n: 2 });
      await port.set(doc(items, 'a'), { n: 1 });
      const ordered = query(items, orderBy('n'));
      const read = await port.getQuerySnapshot(ordered);
      expect(read.snapshot).toMatchObject({ fromCache: false, hasPendingWrites: false });
      expect(read.snapshot.docs.map((d) => d.id)).toEqual(['a', 'b']);
      expect(read.snapshot.changes.map((c) => [c.type, c.doc.id, c.oldIndex, c.newIndex])).toEqual([
        ['added', 'a', -1, 0],
        ['added', 'b', -1, 1],
      ]);
      const reader = peer();
      const resumed = watchQuery(reader, ordered, { resumeFrom: read.resumeFrom });
      await expect.poll(() => resumed.snapshots.at(-1)?.fromCache).toBe(false);
      expect(resumed.ids()).toEqual(['a', 'b']);
      await port.set(doc(items, 'c'), { n: 3 });
      await expect.poll(() => resumed.ids()).toEqual(['a', 'b', 'c']);
      resumed.stop();
    });

    it('is not called for a write outside its query', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('items'));
      await port.set(doc(items, 'in'), { n: 5 });
      const watch = watchQuery(port, query(items, where('n', '>', 3)));
      await expect.poll(() => watch.ids()).toEqual(['in']);
      await expect.poll(() => watch.snapshots.at(-1)?.fromCache).toBe(false);
      await settle();
      const heard = watch.snapshots.length;
      await port.set(doc(items, 'out'), { n: 1 });
      await port.set(doc(collection(ns('elsewhere')), 'x'), { n: 10 });
      await settle();
      expect(watch.snapshots.length).toBe(heard);
      watch.stop();
    });

    it('shows writes made offline at once, from the cache, and confirms them once back online', async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('docs')), 'd');
      const watch = watchDoc(port, ref);
      await expect.poll(() => watch.snapshots.at(-1)?.fromCache).toBe(false);
      await port.offline();
      let confirmed = false;
      const written = port.set(ref, { n: 1 }).then(() => {
        confirmed = true;
      });
      await expect
        .poll(() => watch.snapshots.at(-1))
        .toMatchObject({ doc: { data: { n: 1 } }, fromCache: true, hasPendingWrites: true });
      await settle();
      expect(confirmed).toBe(false);
      await port.online();
      await written;
      await expect.poll(() => watch.snapshots.at(-1)).toMatchObject({ fromCache: false, hasPendingWrites: false });
      watch.stop();
    });

    it("hears another client's writes, and keeps listening", async (context) => {
      const { port, peer, ns } = await setup(context);
      const items = collection(ns('items'));
      const other = peer();
      const watch = watchQuery(port, query(items, orderBy('n')));
      await expect.poll(() => watch.snapshots.at(-1)?.fromCache).toBe(false);
      await other.set(doc(items, 'a'), { n: 2 });
      await expect.poll(() => watch.ids()).toEqual(['a']);
      await other.set(doc(items, 'b'), { n: 1 });
      await other.update(doc(items, 'a'), { n: 0 });
      await expect.poll(() => watch.ids()).toEqual(['a', 'b']);
      expect(watch.errors).toEqual([]);
      watch.stop();
    });

    it('keeps the last documents of a limitToLast query live, in query order', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('items'));
      for (const [id, n] of [
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ] as const)
        await port.set(doc(items, id), { n });
      const watch = watchQuery(port, query(items, orderBy('n'), limitToLast(2)));
      await expect.poll(() => watch.ids()).toEqual(['b', 'c']);
      await port.set(doc(items, 'd'), { n: 4 });
      await expect.poll(() => watch.ids()).toEqual(['c', 'd']);
      await port.delete(doc(items, 'd'));
      await port.set(doc(items, 'a'), { n: 10 });
      await expect.poll(() => watch.ids()).toEqual(['c', 'a']);
      watch.stop();
    });

    it('hears nothing after it stops', async (context) => {
      const { port, ns } = await setup(context);
      const items = collection(ns('items'));
      const watch = watchQuery(port, items);
      await expect.poll(() => watch.snapshots.at(-1)?.fromCache).toBe(false);
      const heard = watch.snapshots.length;
      watch.stop();
      await port.set(doc(items, 'a'), { n: 1 });
      await settle();
      expect(watch.snapshots.length).toBe(heard);
    });
  });
};
