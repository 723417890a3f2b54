import { describe, it } from 'vitest';
import { expectRtdbError, useHarness, type ContractCases } from './harness.js';

/** A deleted app and a disposed port. */
export const lifecycleCases: ContractCases = (factory) => {
  describe('lifecycle', () => {
    const setup = useHarness(factory);

    it('rejects with rtdb/app-deleted once the app is deleted', async () => {
      const subject = await setup();
      await subject.deleteApp();
      await expectRtdbError(subject.port.read('a'), 'rtdb/app-deleted');
      await expectRtdbError(subject.port.set('a', 1), 'rtdb/app-deleted');
    });

    it('rejects every call with rtdb/disposed after dispose, before or after first use', async () => {
      const idle = (await setup()).port;
      await idle.dispose();
      await expectRtdbError(idle.set('a', 1), 'rtdb/disposed');

      const used = (await setup()).port;
      await used.set('a', 1);
      await used.dispose();
      await expectRtdbError(used.read('a'), 'rtdb/disposed');
      await expectRtdbError(used.onDisconnect('a').remove(), 'rtdb/disposed');
    });
  });
};
