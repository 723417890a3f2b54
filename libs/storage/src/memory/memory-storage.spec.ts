import { createManualClock } from '@platform/core';
import { storageErrors } from '../storage.errors.js';
import { createMemoryStorage } from './memory-storage.js';

describe('createMemoryStorage', () => {
  it('reports an unsupported environment as an outcome, not an error', async () => {
    const port = createMemoryStorage({ supported: false });
    await expect(port.isSupported()).resolves.toBe(false);
    await expect(port.connect()).resolves.toEqual({ status: 'unsupported' });
  });

  it('stamps the connection with its clock', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const port = createMemoryStorage({ clock });
    await expect(port.connect()).resolves.toEqual({ status: 'connected', connectedAt: Date.UTC(2030, 0, 1) });
  });

  it.each(Object.keys(storageErrors.messages) as (keyof typeof storageErrors.messages)[])(
    'fails the next call with an injected %s, then recovers',
    async (code) => {
      const port = createMemoryStorage();
      port.control.failNext(code);
      await expect(port.connect()).rejects.toMatchObject({
        name: 'PlatformError',
        code,
        message: storageErrors.messages[code],
        customData: { operation: 'connect', injected: true },
      });
      await expect(port.connect()).resolves.toMatchObject({ status: 'connected' });
    },
  );
});
