import { createFirebaseApp } from '@platform/core/firebase';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseRtdb } from './index.js';

const opening = vi.hoisted(() => ({ calls: 0, failuresLeft: 0 }));

// The SDK refusing to open the database, while `failuresLeft` lasts, as it does for a URL or settings it rejects.
vi.mock('firebase/database', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('firebase/database')>();
  return {
    ...sdk,
    getDatabase: (...args: Parameters<typeof sdk.getDatabase>) => {
      opening.calls += 1;
      if (opening.failuresLeft > 0) {
        opening.failuresLeft -= 1;
        throw new Error('FIREBASE FATAL ERROR: Cannot parse Firebase url.');
      }
      return sdk.getDatabase(...args);
    },
  };
});

const CONFIG = { ...DEMO_CONFIG, databaseURL: 'http://127.0.0.1:9?ns=demo-rtdb' };

describe('the Firebase adapter opening the SDK', () => {
  it('opens again on the next call after opening the database failed, and keeps it once open', async () => {
    const app = createFirebaseApp(CONFIG, { name: 'rtdb-open-again' });
    const port = createFirebaseRtdb({ app });
    try {
      opening.failuresLeft = 1;
      await expect(port.goOffline()).rejects.toMatchObject({ code: expect.stringMatching(/^rtdb\//) });
      // Offline, the SDK never reaches for the (closed) database port.
      await port.goOffline();
      await port.goOnline();
      await port.goOffline();
      expect(opening.calls).toBe(2);
    } finally {
      await port.dispose();
      await app.delete();
    }
  });
});
