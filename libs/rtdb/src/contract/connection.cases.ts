import type { PlatformError } from '@platform/core';
import { describe, expect, it } from 'vitest';
import type { RtdbErrorCode } from '../rtdb.errors.js';
import type { RtdbConnectionState } from '../rtdb.types.js';
import { useHarness, type ContractCases } from './harness.js';

/** `.info/connected` and the server time offset. */
export const connectionCases: ContractCases = (factory) => {
  describe('connection state', () => {
    const setup = useHarness(factory);

    it('tells a watcher the state at once, then connected, with a numeric server time offset', async () => {
      const { port } = await setup();
      const states: RtdbConnectionState[] = [];
      const errors: PlatformError<RtdbErrorCode>[] = [];
      const stop = port.watchConnection(
        (state) => states.push(state),
        (error) => errors.push(error),
      );
      expect(states).toHaveLength(1);
      await expect.poll(() => states.at(-1)?.connected).toBe(true);
      expect(Number.isFinite(states.at(-1)?.serverTimeOffsetMs)).toBe(true);
      expect(port.currentConnection()).toEqual(states.at(-1));
      expect(errors).toEqual([]);
      stop();
    });

    it('follows goOffline and goOnline', async () => {
      const { port } = await setup();
      const states: boolean[] = [];
      const stop = port.watchConnection((state) => states.push(state.connected));
      await expect.poll(() => states.at(-1)).toBe(true);
      await port.goOffline();
      await expect.poll(() => states.at(-1)).toBe(false);
      await port.goOnline();
      await expect.poll(() => states.at(-1)).toBe(true);
      stop();
    });
  });
};
