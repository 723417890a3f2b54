import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createChunkGate, lifecycleContract } from '@platform/core/testing';
import type { FirestorePort } from '../firestore.port.js';
import { createMemoryFirestore } from '../memory/index.js';
import { collection, doc } from '../model/refs.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseFirestore } from './index.js';

const gate = createChunkGate({ listener: 'onDocument' });

// The implementation chunk, delivered through the gate as the network would. The gate counts and breaks the listeners
// it opens, so the implementation it delivers carries the listeners part, which the listeners chunk hands on.
vi.mock('./firebase-firestore.js', async (importOriginal) => {
  const chunk = await importOriginal<typeof import('./firebase-firestore.js')>();
  const { createListeners } = await vi.importActual<typeof import('./listeners.js')>('./listeners.js');
  return {
    ...chunk,
    createFirestoreImplementation: (...args: Parameters<typeof chunk.createFirestoreImplementation>) =>
      gate.deliver(() => {
        const implementation = chunk.createFirestoreImplementation(...args);
        const listeners = createListeners(implementation);
        return {
          ...implementation,
          ...listeners,
          dispose: () => listeners.dispose().then(implementation.dispose),
        };
      }),
  };
});
vi.mock('./listeners.js', () => ({
  createListeners: (gated: Pick<FirestorePort, 'onDocument' | 'onQuery'>) => ({
    onDocument: gated.onDocument,
    onQuery: gated.onQuery,
  }),
}));

const apps: FirebaseAppHandle[] = [];
const note = doc(collection('notes'), 'lifecycle');

// Offline first: the SDK answers from its cache and never reaches for a backend.
lifecycleContract('firebase', {
  service: 'firestore',
  gate,
  create() {
    const app = createFirebaseApp(DEMO_CONFIG, { name: `firestore-lifecycle-${apps.length}` });
    apps.push(app);
    return createFirebaseFirestore({ app, emulator: { host: '127.0.0.1', port: 9 } });
  },
  call: (port) => port.offline(),
  listen: (port, onError) => port.onDocument(note, () => undefined, onError),
  cleanup: async () => {
    await Promise.all(apps.splice(0).map((app) => app.delete()));
  },
});

lifecycleContract('memory', {
  service: 'firestore',
  create: () => createMemoryFirestore(),
  call: (port) => port.get(note),
  listen: (port, onError) => port.onDocument(note, () => undefined, onError),
});
