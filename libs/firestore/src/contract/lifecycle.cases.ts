import { describe, it } from 'vitest';
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

    it('refuses calls once the app is deleted with firestore/app-deleted', async (context) => {
      const { port, deleteApp, ns } = await setup(context);
      await deleteApp();
      await expectFirestoreError(() => port.get(doc(collection(ns('docs')), 'd')), 'firestore/app-deleted');
    });
  });
};
