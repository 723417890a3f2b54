import { createFirebaseApp } from '@platform/core/firebase';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseStorage } from './index.js';

const connected = vi.hoisted(() => [] as { host: string; port: number }[]);

vi.mock('firebase/storage', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('firebase/storage')>();
  return {
    ...sdk,
    connectStorageEmulator: (_instance: unknown, host: string, port: number) => connected.push({ host, port }),
  };
});

describe('createFirebaseStorage with an emulator', () => {
  it('connects the Storage emulator once, on the first connect', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'storage-emulator' });
    const port = createFirebaseStorage({ app, emulator: { host: '127.0.0.1', port: 9199 } });
    expect(connected).toEqual([]);

    await port.connect();
    await port.connect();
    expect(connected).toEqual([{ host: '127.0.0.1', port: 9199 }]);
    await port.dispose();
    await app.delete();
  });
});
