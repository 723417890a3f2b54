import { describe, expect, it } from 'vitest';
import { orderBy, query } from '../model/query.js';
import { collection, doc } from '../model/refs.js';
import { expectFirestoreError, idsOf, useHarness, watchDoc, watchQuery, type ContractCases } from './harness.js';

export const localCacheCases: ContractCases = (factory) => {
  describe('pending writes and the local cache', () => {
    const setup = useHarness(factory);

    it('waits for writes made offline until the backend confirms them', async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('docs')), 'd');
      await port.waitForPendingWrites();
      const watch = watchDoc(port, ref);
      await expect.poll(() => watch.snapshots.at(-1)?.fromCache).toBe(false);
      await port.offline();
      const written = port.set(ref, { n: 1 });
      let waited = false;
      const waiting = port.waitForPendingWrites().then(() => {
        waited = true;
      });
      await expect.poll(() => watch.snapshots.at(-1)).toMatchObject({ hasPendingWrites: true });
      await port.get(ref);
      expect(waited).toBe(false);
      await port.online();
      await waiting;
      await written;
      watch.stop();
    });

    it('stops waiting with firestore/cancelled when its signal aborts, and the write still goes out', async (context) => {
      const { port, peer, ns } = await setup(context);
      const ref = doc(collection(ns('docs')), 'd');
      await port.get(ref);
      await port.offline();
      const written = port.set(ref, { n: 1 });
      const stop = new AbortController();
      const waiting = expectFirestoreError(
        () => port.waitForPendingWrites({ signal: stop.signal }),
        'firestore/cancelled',
      );
      stop.abort();
      await waiting;
      await port.online();
      await written;
      expect((await peer().get(ref))?.data).toEqual({ n: 1 });
    });

    it('keeps the cache, with firestore/failed-precondition, while a write waits for the backend', async (context) => {
      const { port, peer, ns } = await setup(context);
      const ref = doc(collection(ns('docs')), 'd');
      await port.get(ref);
      await port.offline();
      const written = port.set(ref, { n: 1 });
      const refused = await expectFirestoreError(() => port.clearLocalCache(), 'firestore/failed-precondition');
      expect(refused.customData).toMatchObject({ reason: 'pending-writes' });
      expect((await port.get(ref))?.data).toEqual({ n: 1 });
      await port.online();
      await written;
      expect((await peer().get(ref))?.data).toEqual({ n: 1 });
    });

    it('ends open listeners with firestore/cancelled, then reads and listens again from the backend', async (context) => {
      const { port, peer, ns } = await setup(context);
      const items = collection(ns('items'));
      await port.set(doc(items, 'a'), { n: 1 });
      const watch = watchQuery(port, query(items, orderBy('n')));
      await expect.poll(() => watch.ids()).toEqual(['a']);
      await port.clearLocalCache();
      await expect.poll(() => watch.errors.length).toBe(1);
      await expectFirestoreError(() => Promise.reject(watch.errors[0]), 'firestore/cancelled');
      await peer().set(doc(items, 'b'), { n: 2 });
      expect(await idsOf(port, query(items, orderBy('n')))).toEqual(['a', 'b']);
      const again = watchQuery(port, query(items, orderBy('n')));
      await expect.poll(() => again.ids()).toEqual(['a', 'b']);
      await port.set(doc(items, 'c'), { n: 3 });
      await expect.poll(() => again.ids()).toEqual(['a', 'b', 'c']);
      again.stop();
    });

    it('clears a port that has not been used yet', async (context) => {
      const { port, ns } = await setup(context);
      await port.clearLocalCache();
      const ref = doc(collection(ns('docs')), 'd');
      await port.set(ref, { n: 1 });
      expect((await port.get(ref))?.data).toEqual({ n: 1 });
    });
  });
};
