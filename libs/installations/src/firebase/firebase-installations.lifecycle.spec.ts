import 'fake-indexeddb/auto';
import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createChunkGate, lifecycleContract } from '@platform/core/testing';
import { setupServer } from 'msw/node';
import { createMemoryInstallations } from '../memory/index.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createInstallationsServer } from './testing/installations-server.js';
import { createFirebaseInstallations } from './index.js';

const gate = createChunkGate({ listener: 'onIdChange' });

// The implementation chunk, delivered through the gate as the network would.
vi.mock('./firebase-installations.js', async (importOriginal) => {
  const chunk = await importOriginal<typeof import('./firebase-installations.js')>();
  return {
    ...chunk,
    createInstallationsImplementation: (deps: never) =>
      gate.deliver(() => chunk.createInstallationsImplementation(deps)),
  };
});

const server = setupServer(...createInstallationsServer().handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const apps: FirebaseAppHandle[] = [];

lifecycleContract('firebase', {
  service: 'installations',
  gate,
  create() {
    const app = createFirebaseApp(DEMO_CONFIG, { name: `installations-lifecycle-${apps.length}` });
    apps.push(app);
    return createFirebaseInstallations({ app });
  },
  call: (port) => port.getId(),
  listen: (port) => port.onIdChange(() => undefined),
  cleanup: async () => {
    await Promise.all(apps.splice(0).map((app) => app.delete()));
  },
});

lifecycleContract('memory', {
  service: 'installations',
  create: () => createMemoryInstallations(),
  call: (port) => port.getId(),
  listen: (port) => port.onIdChange(() => undefined),
});
