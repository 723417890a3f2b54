import { injectStorageEmulator } from './testing/storage-emulator.js';
import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createChunkGate, lifecycleContract } from '@platform/core/testing';
import { createMemoryStorage } from '../memory/index.js';
import type { StoragePort } from '../storage.port.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseStorage } from './index.js';

const gate = createChunkGate({ listener: 'watchChanges' });

// The implementation chunk, delivered through the gate as the network would.
vi.mock('./firebase-storage.js', async (importOriginal) => {
  const chunk = await importOriginal<typeof import('./firebase-storage.js')>();
  return {
    ...chunk,
    createStorageImplementation: (deps: never) => gate.deliver(() => chunk.createStorageImplementation(deps)),
  };
});

const emulator = injectStorageEmulator();
const apps: FirebaseAppHandle[] = [];

const firebase = {
  service: 'storage',
  gate,
  create() {
    const app = createFirebaseApp(DEMO_CONFIG, { name: `storage-lifecycle-${apps.length}` });
    apps.push(app);
    return createFirebaseStorage({
      app,
      emulator: { host: emulator.host, port: emulator.port, mockUserToken: 'owner' },
    });
  },
  listen: (port: StoragePort) => port.watchChanges(() => undefined),
  cleanup: async () => {
    await Promise.all(apps.splice(0).map((app) => app.delete()));
  },
};

lifecycleContract('firebase', { ...firebase, call: (port) => port.getMetadata('lifecycle/missing') });

// An upload loads a part of its own with the implementation, and shares its lifecycle.
lifecycleContract('firebase upload', {
  ...firebase,
  call: (port) => port.upload('lifecycle/upload', new Uint8Array([1])).result,
});

lifecycleContract('memory', {
  service: 'storage',
  create: () => createMemoryStorage(),
  call: (port) => port.getMetadata('lifecycle/missing'),
  listen: (port) => port.watchChanges(() => undefined),
});
