import 'fake-indexeddb/auto';
import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createChunkGate, lifecycleContract } from '@platform/core/testing';
import { createMemoryRemoteConfig } from '../memory/index.js';
import { CONTRACT_SCHEMA } from '../remote-config.contract.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseRemoteConfig } from './index.js';

const gate = createChunkGate({ listener: 'watchValues' });

// The implementation chunk, delivered through the gate as the network would.
vi.mock('./firebase-remote-config.js', async (importOriginal) => {
  const chunk = await importOriginal<typeof import('./firebase-remote-config.js')>();
  return {
    ...chunk,
    createRemoteConfigImplementation: (deps: never) => gate.deliver(() => chunk.createRemoteConfigImplementation(deps)),
  };
});

const apps: FirebaseAppHandle[] = [];

lifecycleContract('firebase', {
  service: 'remote-config',
  gate,
  create() {
    const app = createFirebaseApp(DEMO_CONFIG, { name: `remote-config-lifecycle-${apps.length}` });
    apps.push(app);
    return createFirebaseRemoteConfig({ app, schema: CONTRACT_SCHEMA });
  },
  call: (port) => port.activate(),
  listen: (port) => port.watchValues(() => undefined),
  cleanup: async () => {
    await Promise.all(apps.splice(0).map((app) => app.delete()));
  },
});

lifecycleContract('memory', {
  service: 'remote-config',
  create: () => createMemoryRemoteConfig({ schema: CONTRACT_SCHEMA }),
  call: (port) => port.activate(),
  listen: (port) => port.watchValues(() => undefined),
});
