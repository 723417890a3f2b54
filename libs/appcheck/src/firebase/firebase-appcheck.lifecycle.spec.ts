import 'fake-indexeddb/auto';
import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createChunkGate, lifecycleContract } from '@platform/core/testing';
import { createMemoryAppCheck } from '../memory/index.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseAppCheck } from './index.js';

const gate = createChunkGate({ listener: 'onTokenChanged' });

// The implementation chunk, delivered through the gate as the network would.
vi.mock('./firebase-appcheck.js', async (importOriginal) => {
  const chunk = await importOriginal<typeof import('./firebase-appcheck.js')>();
  return {
    ...chunk,
    createAppCheckImplementation: (deps: never) => gate.deliver(() => chunk.createAppCheckImplementation(deps)),
  };
});

const apps: FirebaseAppHandle[] = [];

lifecycleContract('firebase', {
  service: 'appcheck',
  gate,
  create() {
    const app = createFirebaseApp(DEMO_CONFIG, { name: `appcheck-lifecycle-${apps.length}` });
    apps.push(app);
    return createFirebaseAppCheck({ app });
  },
  // Before activation the call settles with appcheck/not-activated, without a backend.
  call: (port) => port.getToken(),
  listen: (port, onError) => port.onTokenChanged(() => undefined, onError),
  cleanup: async () => {
    await Promise.all(apps.splice(0).map((app) => app.delete()));
  },
});

lifecycleContract('memory', {
  service: 'appcheck',
  create: () => createMemoryAppCheck(),
  call: (port) => port.getToken(),
  listen: (port, onError) => port.onTokenChanged(() => undefined, onError),
});
