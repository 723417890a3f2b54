import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createChunkGate, lifecycleContract } from '@platform/core/testing';
import { createMemoryRtdb } from '../memory/index.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseRtdb } from './index.js';

const gate = createChunkGate({ listener: 'listen' });

// The implementation chunk, delivered through the gate as the network would.
vi.mock('./firebase-rtdb.js', async (importOriginal) => {
  const chunk = await importOriginal<typeof import('./firebase-rtdb.js')>();
  return {
    ...chunk,
    createRtdbImplementation: (deps: never) => gate.deliver(() => chunk.createRtdbImplementation(deps)),
  };
});

const apps: FirebaseAppHandle[] = [];

lifecycleContract('firebase', {
  service: 'rtdb',
  gate,
  create() {
    const app = createFirebaseApp(
      { ...DEMO_CONFIG, databaseURL: 'http://127.0.0.1:9?ns=demo-rtdb' },
      { name: `rtdb-lifecycle-${apps.length}` },
    );
    apps.push(app);
    return createFirebaseRtdb({ app });
  },
  call: (port) => port.goOffline(),
  listen: (port, onError) => port.onValue('lifecycle', () => undefined, onError),
  cleanup: async () => {
    await Promise.all(apps.splice(0).map((app) => app.delete()));
  },
});

lifecycleContract('memory', {
  service: 'rtdb',
  create: () => createMemoryRtdb(),
  call: (port) => port.read('lifecycle'),
  listen: (port, onError) => port.onValue('lifecycle', () => undefined, onError),
});
