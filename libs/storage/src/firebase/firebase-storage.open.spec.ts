import { createFirebaseApp } from '@platform/core/firebase';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { injectStorageEmulator } from './testing/storage-emulator.js';
import { createFirebaseStorage } from './index.js';

const opening = vi.hoisted(() => ({ calls: 0, failuresLeft: 0 }));

// The SDK refusing to open the bucket's instance, while `failuresLeft` lasts, as it does for a bucket it rejects.
vi.mock('firebase/storage', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('firebase/storage')>();
  return {
    ...sdk,
    getStorage: (...args: Parameters<typeof sdk.getStorage>) => {
      opening.calls += 1;
      if (opening.failuresLeft > 0) {
        opening.failuresLeft -= 1;
        throw new Error('Firebase Storage: Invalid URL');
      }
      return sdk.getStorage(...args);
    },
  };
});

const emulator = injectStorageEmulator();

describe('the Firebase adapter opening the SDK', () => {
  it('opens again on the next call after opening the instance failed, and keeps it once open', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'storage-open-again' });
    const port = createFirebaseStorage({
      app,
      emulator: { host: emulator.host, port: emulator.port, mockUserToken: 'owner' },
    });
    try {
      opening.failuresLeft = 1;
      await expect(port.getMetadata('open/missing')).rejects.toMatchObject({
        code: expect.stringMatching(/^storage\//),
      });
      await expect(port.getMetadata('open/missing')).resolves.toBeNull();
      await expect(port.getMetadata('open/other')).resolves.toBeNull();
      expect(opening.calls).toBe(2);
    } finally {
      await port.dispose();
      await app.delete();
    }
  });
});
