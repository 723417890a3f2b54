import { describe, expect, it } from 'vitest';
import { trackPresence } from '../presence.js';
import type { RtdbPort } from '../rtdb.port.js';
import { requiring, useHarness, watchValue, type ContractCases } from './harness.js';

/** Drops the connection and brings it back, as a network failure and recovery would. */
async function reconnect(port: RtdbPort): Promise<void> {
  await port.goOffline();
  await port.goOnline();
}

/** onDisconnect writes and the presence helper; skipped, with the reason, where the backend never runs them. */
export const disconnectCases: ContractCases = (factory) => {
  describe('onDisconnect', () => {
    const setup = useHarness(factory);
    const setupWithDisconnect = requiring(setup, 'onDisconnect');

    it('runs set, update and remove when the connection drops', async (context) => {
      const { port } = await setupWithDisconnect(context);
      await port.set('session', { state: 'active', tabs: 2, draft: 'hello' });
      await port.onDisconnect('session/state').set('gone');
      await port.onDisconnect('session').update({ tabs: 0 });
      await port.onDisconnect('session/draft').remove();
      await reconnect(port);
      await expect.poll(async () => (await port.read('session')).value).toEqual({ state: 'gone', tabs: 0 });
    });

    it('cancels the writes queued at or below a location', async (context) => {
      const { port } = await setupWithDisconnect(context);
      await port.set('doc', { editing: true, cursor: 3 });
      await port.onDisconnect('doc/editing').set(false);
      await port.onDisconnect('doc/cursor').remove();
      await port.onDisconnect('doc').cancel();
      await reconnect(port);
      await expect(port.read('doc')).resolves.toMatchObject({ value: { editing: true, cursor: 3 } });
    });

    it('keeps presence: online while connected, offline with a last-seen time when the connection drops', async (context) => {
      const { port } = await setupWithDisconnect(context);
      const status = watchValue(port, 'status/ada');
      const stop = trackPresence(port, 'status/ada');
      await expect.poll(() => status.last()?.value).toMatchObject({ online: true, lastSeen: expect.any(Number) });
      await port.goOffline();
      await expect.poll(() => status.last()?.value).toMatchObject({ online: false, lastSeen: expect.any(Number) });
      await port.goOnline();
      await expect.poll(() => status.last()?.value).toMatchObject({ online: true });
      stop();
      await expect.poll(() => status.last()?.value).toMatchObject({ online: false });
      status.stop();
    });
  });
};
