import { describe, expect, it } from 'vitest';
import { FIRESTORE_LIMITS } from '../firestore.limits.js';
import { collection, doc } from '../model/refs.js';
import { expectFirestoreError, useHarness, type ContractCases } from './harness.js';

export const atomicCases: ContractCases = (factory) => {
  describe('batches and transactions', () => {
    const setup = useHarness(factory);

    it('commits a batch of sets, updates and deletes together', async (context) => {
      const { port, ns } = await setup(context);
      const docs = collection(ns('docs'));
      await port.set(doc(docs, 'old'), { n: 1 });
      await port.set(doc(docs, 'upd'), { n: 1 });
      await port
        .batch()
        .set(doc(docs, 'new'), { n: 2 })
        .update(doc(docs, 'upd'), { n: 3 })
        .delete(doc(docs, 'old'))
        .commit();
      expect((await port.getDocs(docs)).map((d) => [d.id, d.data['n']])).toEqual([
        ['new', 2],
        ['upd', 3],
      ]);
    });

    it(`refuses a batch of more than ${String(FIRESTORE_LIMITS.batchWrites)} writes with a typed error, and writes nothing`, async (context) => {
      const { port, ns } = await setup(context);
      const docs = collection(ns('docs'));
      await expectFirestoreError(() => {
        const batch = port.batch();
        for (let i = 0; i <= FIRESTORE_LIMITS.batchWrites; i += 1) batch.set(doc(docs, `d${String(i)}`), { i });
        return batch.commit();
      }, 'firestore/batch-too-large');
      expect(await port.getDocs(docs)).toEqual([]);
    });

    it('fails a whole batch when one update targets a missing document', async (context) => {
      const { port, ns } = await setup(context);
      const docs = collection(ns('docs'));
      await expect(
        port.batch().set(doc(docs, 'a'), { n: 1 }).update(doc(docs, 'missing'), { n: 1 }).commit(),
      ).rejects.toMatchObject({
        code: 'firestore/not-found',
      });
      expect(await port.get(doc(docs, 'a'))).toBeNull();
    });

    it('runs a transaction, and runs it again when a document it read changed before it committed', async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('counters')), 'c');
      await port.set(ref, { n: 0 });
      let attempts = 0;
      const result = await port.runTransaction(async (transaction) => {
        attempts += 1;
        const current = await transaction.get(ref);
        if (attempts === 1) await port.set(ref, { n: 100 });
        const next = (current?.data['n'] as number) + 1;
        transaction.update(ref, { n: next });
        return next;
      });
      expect(attempts).toBe(2);
      expect(result).toBe(101);
      expect((await port.get(ref))?.data).toEqual({ n: 101 });
    });
  });
};
