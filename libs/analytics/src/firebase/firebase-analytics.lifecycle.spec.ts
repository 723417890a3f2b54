import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createChunkGate, lifecycleContract } from '@platform/core/testing';
import { createMemoryAnalytics } from '../memory/index.js';
import { demoConfig } from './testing/demo-config.js';
import { createFirebaseAnalytics } from './index.js';

// Analytics' listeners (consent) need no implementation: the gate counts none.
const gate = createChunkGate();

// The implementation chunk, delivered through the gate as the network would.
vi.mock('./firebase-analytics.js', async (importOriginal) => {
  const chunk = await importOriginal<typeof import('./firebase-analytics.js')>();
  return {
    ...chunk,
    createAnalyticsImplementation: (...args: never[]) =>
      gate.deliver(() => (chunk.createAnalyticsImplementation as (...a: never[]) => object)(...args)),
  };
});

// jsdom has no IndexedDB: the SDK says Analytics can't run here, which is an answer, not an error.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
const apps: FirebaseAppHandle[] = [];

lifecycleContract('firebase', {
  service: 'analytics',
  gate,
  create() {
    const app = createFirebaseApp(demoConfig(), { name: `analytics-lifecycle-${apps.length}` });
    apps.push(app);
    return createFirebaseAnalytics({ app });
  },
  call: (port) => port.isSupported(),
  cleanup: async () => {
    await Promise.all(apps.splice(0).map((app) => app.delete()));
  },
});

lifecycleContract('memory', {
  service: 'analytics',
  create: () => createMemoryAnalytics(),
  call: (port) => port.isSupported(),
});
