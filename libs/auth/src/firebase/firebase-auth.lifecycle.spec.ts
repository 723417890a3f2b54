import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createChunkGate, lifecycleContract } from '@platform/core/testing';
import { createMemoryAuth } from '../memory/index.js';
import { emulatorFirebaseConfig, injectAuthEmulator } from '../testing/auth-emulator.js';
import { createFirebaseAuth } from './index.js';

const gate = createChunkGate({ listener: 'onIdTokenChange' });

// The implementation chunk, delivered through the gate as the network would.
vi.mock('./firebase-auth.js', async (importOriginal) => {
  const chunk = await importOriginal<typeof import('./firebase-auth.js')>();
  return {
    ...chunk,
    createAuthImplementation: (...args: Parameters<typeof chunk.createAuthImplementation>) =>
      gate.deliver(() => chunk.createAuthImplementation(...args)),
  };
});

const emulator = injectAuthEmulator();
const apps: FirebaseAppHandle[] = [];

lifecycleContract('firebase', {
  service: 'auth',
  gate,
  create() {
    const app = createFirebaseApp(emulatorFirebaseConfig(emulator.projectId), {
      name: `auth-lifecycle-${apps.length}`,
    });
    apps.push(app);
    return createFirebaseAuth({ app, emulator: { url: emulator.url }, persistence: 'memory' });
  },
  call: (port) => port.getIdToken(),
  listen: (port, onError) => port.onIdTokenChange(() => undefined, onError),
  cleanup: async () => {
    await Promise.all(apps.splice(0).map((app) => app.delete()));
  },
});

lifecycleContract('memory', {
  service: 'auth',
  create: () => createMemoryAuth(),
  call: (port) => port.getIdToken(),
  listen: (port, onError) => port.onIdTokenChange(() => undefined, onError),
});
