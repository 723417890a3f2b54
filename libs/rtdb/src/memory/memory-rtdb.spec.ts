import { createManualClock } from '@platform/core';
import { rtdbErrors, type RtdbErrorCode } from '../rtdb.errors.js';
import { serverTimestamp } from '../server-values.js';
import { createMemoryRtdb } from './memory-rtdb.js';

describe('createMemoryRtdb', () => {
  it('stamps server timestamps with its clock plus the simulated server time offset', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const port = createMemoryRtdb({ clock });
    port.control.setServerTimeOffset(1_500);
    await port.set('seen', serverTimestamp());
    await expect(port.read('seen')).resolves.toMatchObject({ value: Date.UTC(2030, 0, 1) + 1_500 });
    expect(port.currentConnection()).toEqual({ connected: true, serverTimeOffsetMs: 1_500 });
  });

  it('makes push keys from its clock, in order even within one millisecond', async () => {
    const port = createMemoryRtdb({ clock: createManualClock(0), random: () => 0.5 });
    const first = await port.push('list', 1);
    const second = await port.push('list', 2);
    expect(first.key.slice(0, 8)).toBe('--------');
    expect(second.key > first.key).toBe(true);
  });

  it('starts with the initial data', async () => {
    const port = createMemoryRtdb({ initial: { greeting: 'hello' } });
    await expect(port.read('greeting')).resolves.toMatchObject({ value: 'hello', route: 'realtime' });
  });

  it('runs the disconnect writes in order when told to simulate a disconnect, and only once', async () => {
    const port = createMemoryRtdb();
    await port.onDisconnect('status').set('offline');
    await port.onDisconnect('status').set('gone');
    port.control.simulateDisconnect();
    expect(port.currentConnection().connected).toBe(false);
    await expect(port.read('status')).resolves.toMatchObject({ value: 'gone' });
    await port.set('status', 'back');
    port.control.reconnect();
    port.control.simulateDisconnect();
    await expect(port.read('status')).resolves.toMatchObject({ value: 'back' });
  });

  it.each(Object.keys(rtdbErrors.messages) as RtdbErrorCode[])(
    'fails the next call with an injected %s, then recovers',
    async (code) => {
      const port = createMemoryRtdb();
      port.control.failNext(code);
      await expect(port.set('a', 1)).rejects.toMatchObject({
        name: 'PlatformError',
        code,
        message: rtdbErrors.messages[code],
        customData: { operation: 'set', injected: true },
      });
      await expect(port.set('a', 1)).resolves.toBeUndefined();
    },
  );

  it('fails the next listener with an injected error, through its error callback', async () => {
    const port = createMemoryRtdb();
    port.control.failNext('rtdb/permission-denied');
    const errors: string[] = [];
    port.onValue(
      'a',
      () => undefined,
      (error) => errors.push(error.code),
    );
    await expect.poll(() => errors).toEqual(['rtdb/permission-denied']);
  });
});
