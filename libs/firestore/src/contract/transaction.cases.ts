import { describe, expect, it } from 'vitest';
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
  });
};
