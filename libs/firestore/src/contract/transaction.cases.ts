import { describe, expect, it } from 'vitest';
import type { FirestoreTransaction } from '../firestore.port.js';
import { increment } from '../model/field-values.js';
import { collection, doc } from '../model/refs.js';
import { expectFirestoreError, useHarness, type ContractCases } from './harness.js';

class OutOfStock extends Error {}

export const transactionCases: ContractCases = (factory) => {
  describe('transaction and batch rules', () => {
    const setup = useHarness(factory);

    it("rethrows the app's own error from a transaction unchanged, and writes nothing", async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('stock')), 's');
      await port.set(ref, { n: 0 });
      const refused = new OutOfStock('none left');
      const failure = await port
        .runTransaction(async (transaction) => {
          await transaction.get(ref);
          transaction.update(ref, { n: -1 });
          throw refused;
        })
        .catch((error: unknown) => error);
      expect(failure).toBe(refused);
      expect((await port.get(ref))?.data).toEqual({ n: 0 });
    });

    it('refuses a read after a write in a transaction, as the SDK does, with firestore/invalid-argument', async (context) => {
      const { port, ns } = await setup(context);
      const docs = collection(ns('docs'));
      await port.set(doc(docs, 'a'), { n: 1 });
      await expectFirestoreError(
        () =>
          port.runTransaction(async (transaction) => {
            transaction.set(doc(docs, 'b'), { n: 2 });
            return transaction.get(doc(docs, 'a'));
          }),
        'firestore/invalid-argument',
      );
      expect(await port.get(doc(docs, 'b'))).toBeNull();
    });

    it('checks the writes of a batch when it commits, not as they are added', async (context) => {
      const { port, ns } = await setup(context);
      const docs = collection(ns('docs'));
      const batch = port.batch().set(doc(docs, 'ok'), { n: 1 });
      expect(() => batch.set(doc(docs, 'bad'), { n: undefined } as never)).not.toThrow();
      await expectFirestoreError(() => batch.commit(), 'firestore/invalid-data');
      expect(await port.get(doc(docs, 'ok'))).toBeNull();
    });

    it('refuses a second commit of a batch, as the SDK does, with firestore/failed-precondition, and applies its writes once', async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('counters')), 'c');
      await port.set(ref, { n: 0 });
      const batch = port.batch().update(ref, { n: increment(1) });
      await batch.commit();
      await expectFirestoreError(() => batch.commit(), 'firestore/failed-precondition');
      expect((await port.get(ref))?.data).toEqual({ n: 1 });
    });

    it('refuses a write to a batch once commit() was called, with firestore/failed-precondition, and writes none of it', async (context) => {
      const { port, ns } = await setup(context);
      const docs = collection(ns('docs'));
      const batch = port.batch().set(doc(docs, 'a'), { n: 1 });
      const committing = batch.commit();
      await expectFirestoreError(() => batch.set(doc(docs, 'during'), { n: 2 }), 'firestore/failed-precondition');
      await committing;
      await expectFirestoreError(() => batch.update(doc(docs, 'a'), { n: 3 }), 'firestore/failed-precondition');
      await expectFirestoreError(() => batch.delete(doc(docs, 'a')), 'firestore/failed-precondition');
      expect((await port.get(doc(docs, 'a')))?.data).toEqual({ n: 1 });
      expect(await port.get(doc(docs, 'during'))).toBeNull();
    });

    it('refuses a transaction used after its work settled, with firestore/failed-precondition, and writes nothing of it', async (context) => {
      const { port, ns } = await setup(context);
      const docs = collection(ns('docs'));
      await port.set(doc(docs, 'a'), { n: 1 });
      let leaked: FirestoreTransaction | undefined;
      await port.runTransaction(async (transaction) => {
        leaked = transaction;
        return transaction.get(doc(docs, 'a'));
      });
      const settled = leaked as FirestoreTransaction;
      await expectFirestoreError(() => settled.set(doc(docs, 'late'), { n: 2 }), 'firestore/failed-precondition');
      await expectFirestoreError(() => settled.update(doc(docs, 'a'), { n: 3 }), 'firestore/failed-precondition');
      await expectFirestoreError(() => settled.get(doc(docs, 'a')), 'firestore/failed-precondition');
      expect(await port.get(doc(docs, 'late'))).toBeNull();
      expect((await port.get(doc(docs, 'a')))?.data).toEqual({ n: 1 });
    });
  });
};
