import { createFirebaseApp } from '@platform/core/firebase';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseFirestore } from './index.js';

const connected = vi.hoisted(() => [] as { host: string; port: number }[]);

vi.mock('firebase/firestore', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('firebase/firestore')>();
  return {
    ...sdk,
    connectFirestoreEmulator: (_instance: unknown, host: string, port: number) => connected.push({ host, port }),
  };
});

describe('createFirebaseFirestore with an emulator', () => {
  it('connects the Firestore emulator once, on the first connect', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'firestore-emulator' });
    const port = createFirebaseFirestore({ app, emulator: { host: '127.0.0.1', port: 8080 } });
    expect(connected).toEqual([]);

    await port.connect();
    await port.connect();
    expect(connected).toEqual([{ host: '127.0.0.1', port: 8080 }]);
    await port.dispose();
    await app.delete();
  });
});
