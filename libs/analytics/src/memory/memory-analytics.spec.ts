import { createManualClock } from '@platform/core';
import { analyticsErrors } from '../analytics.errors.js';
import { createMemoryAnalytics } from './memory-analytics.js';

describe('createMemoryAnalytics', () => {
  it('reports an unsupported environment as an outcome, not an error', async () => {
    const port = createMemoryAnalytics({ supported: false });
    await expect(port.isSupported()).resolves.toBe(false);
    await expect(port.connect()).resolves.toEqual({ status: 'unsupported' });
  });

  it('stamps the connection with its clock', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const port = createMemoryAnalytics({ clock });
    await expect(port.connect()).resolves.toEqual({ status: 'connected', connectedAt: Date.UTC(2030, 0, 1) });
  });

  it.each(Object.keys(analyticsErrors.messages) as (keyof typeof analyticsErrors.messages)[])(
    'fails the next call with an injected %s, then recovers',
    async (code) => {
      const port = createMemoryAnalytics();
      port.control.failNext(code);
      await expect(port.connect()).rejects.toMatchObject({
        name: 'PlatformError',
        code,
        message: analyticsErrors.messages[code],
        customData: { operation: 'connect', injected: true },
      });
      await expect(port.connect()).resolves.toMatchObject({ status: 'connected' });
    },
  );
});
