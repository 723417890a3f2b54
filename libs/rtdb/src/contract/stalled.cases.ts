import { describe, expect, it } from 'vitest';
import { expectRtdbError, useHarness, type ContractCases } from './harness.js';

/** A read always ends, even when the backend never answers. */
export const stalledCases: ContractCases = (factory) => {
  describe('a backend that never answers', () => {
    const setup = useHarness(factory);

    it('ends a read with rtdb/timeout when neither route answers', async () => {
      const harness = await setup();
      await harness.port.set('stalled', 1);
      harness.stallReads();
      const failure = await expectRtdbError(harness.port.read('stalled'), 'rtdb/timeout');
      expect(failure.customData).toMatchObject({ timeoutMs: expect.any(Number) });
    });

    it('ends a read with rtdb/aborted as soon as its signal fires', async () => {
      const harness = await setup();
      harness.stallReads();
      const controller = new AbortController();
      const read = harness.port.read('stalled', { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      await expectRtdbError(read, 'rtdb/aborted');
    });
  });
};
