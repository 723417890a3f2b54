import { describe, expect, it } from 'vitest';
import { collection, doc } from '../model/refs.js';
import { expectFirestoreError, useHarness, type ContractCases } from './harness.js';

export const lifecycleCases: ContractCases = (factory) => {
  describe('lifecycle', () => {
    const setup = useHarness(factory);

    it('refuses calls after dispose with firestore/disposed', async (context) => {
      const { port, ns } = await setup(context);
      const ref = doc(collection(ns('docs')), 'd');
      await port.set(ref, { a: 1 });
      await port.dispose();
      await expectFirestoreError(() => port.get(ref), 'firestore/disposed');
    });

    it('refuses a batch taken before dispose and committed after it, and a transaction, writing nothing', async (context) => {
      const { port, peer, ns } = await setup(context);
      const ref = doc(collection(ns('docs')), 'd');
      await port.get(ref);
      const batch = port.batch().set(ref, { n: 1 });
      await port.dispose();
      await expectFirestoreError(() => batch.commit(), 'firestore/disposed');
      await expectFirestoreError(
        () => port.runTransaction(async (transaction) => void transaction.set(ref, { n: 2 })),
        'firestore/disposed',
      );
      await expectFirestoreError(() => port.waitForPendingWrites(), 'firestore/disposed');
      await expectFirestoreError(() => port.clearLocalCache(), 'firestore/disposed');
      expect(await peer().get(ref)).toBeNull();
    });

    it('refuses calls once the app is deleted with firestore/app-deleted', async (context) => {
      const { port, deleteApp, ns } = await setup(context);
      await deleteApp();
      await expectFirestoreError(() => port.get(doc(collection(ns('docs')), 'd')), 'firestore/app-deleted');
    });
  });
};
