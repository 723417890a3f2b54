import { createManualClock } from '@platform/core';
import { firestoreErrors } from '../firestore.errors.js';
import { createMemoryFirestore } from './memory-firestore.js';

describe('createMemoryFirestore', () => {
  it('reports an unsupported environment as an outcome, not an error', async () => {
    const port = createMemoryFirestore({ supported: false });
    await expect(port.isSupported()).resolves.toBe(false);
    await expect(port.connect()).resolves.toEqual({ status: 'unsupported' });
  });

  it('stamps the connection with its clock', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const port = createMemoryFirestore({ clock });
    await expect(port.connect()).resolves.toEqual({ status: 'connected', connectedAt: Date.UTC(2030, 0, 1) });
  });

  it.each(Object.keys(firestoreErrors.messages) as (keyof typeof firestoreErrors.messages)[])(
    'fails the next call with an injected %s, then recovers',
    async (code) => {
      const port = createMemoryFirestore();
      port.control.failNext(code);
      await expect(port.connect()).rejects.toMatchObject({
        name: 'PlatformError',
        code,
        message: firestoreErrors.messages[code],
        customData: { operation: 'connect', injected: true },
      });
      await expect(port.connect()).resolves.toMatchObject({ status: 'connected' });
    },
  );
});
