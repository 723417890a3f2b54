import { createManualClock } from '@platform/core';
import { messagingErrors } from '../messaging.errors.js';
import { createMemoryMessaging } from './memory-messaging.js';

describe('createMemoryMessaging', () => {
  it('reports an unsupported environment as an outcome, not an error', async () => {
    const port = createMemoryMessaging({ supported: false });
    await expect(port.isSupported()).resolves.toBe(false);
    await expect(port.connect()).resolves.toEqual({ status: 'unsupported' });
  });

  it('stamps the connection with its clock', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const port = createMemoryMessaging({ clock });
    await expect(port.connect()).resolves.toEqual({ status: 'connected', connectedAt: Date.UTC(2030, 0, 1) });
  });

  it.each(Object.keys(messagingErrors.messages) as (keyof typeof messagingErrors.messages)[])(
    'fails the next call with an injected %s, then recovers',
    async (code) => {
      const port = createMemoryMessaging();
      port.control.failNext(code);
      await expect(port.connect()).rejects.toMatchObject({
        name: 'PlatformError',
        code,
        message: messagingErrors.messages[code],
        customData: { operation: 'connect', injected: true },
      });
      await expect(port.connect()).resolves.toMatchObject({ status: 'connected' });
    },
  );
});
