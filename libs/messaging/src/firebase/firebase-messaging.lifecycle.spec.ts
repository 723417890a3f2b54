import 'fake-indexeddb/auto';
import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createChunkGate, lifecycleContract } from '@platform/core/testing';
import { createMemoryMessaging } from '../memory/index.js';
import { demoConfig } from './testing/demo-config.js';
import { installPushStandIns, type PushStandIns } from './testing/push-stand-ins.js';
import { createFirebaseMessaging } from './index.js';

const gate = createChunkGate({ listener: 'onTokenChange' });

// The implementation chunk, delivered through the gate as the network would.
vi.mock('./firebase-messaging.js', async (importOriginal) => {
  const chunk = await importOriginal<typeof import('./firebase-messaging.js')>();
  return {
    ...chunk,
    createMessagingImplementation: (deps: never) => gate.deliver(() => chunk.createMessagingImplementation(deps)),
  };
});

let browser: PushStandIns;
beforeEach(() => {
  browser = installPushStandIns();
});
afterEach(() => browser.uninstall());
const apps: FirebaseAppHandle[] = [];

lifecycleContract('firebase', {
  service: 'messaging',
  gate,
  create() {
    const app = createFirebaseApp(demoConfig(1), { name: `messaging-lifecycle-${apps.length}` });
    apps.push(app);
    return createFirebaseMessaging({ app });
  },
  call: (port) => port.isSupported(),
  listen: (port) => port.onTokenChange(() => undefined),
  cleanup: async () => {
    await Promise.all(apps.splice(0).map((app) => app.delete()));
  },
});

lifecycleContract('memory', {
  service: 'messaging',
  create: () => createMemoryMessaging(),
  call: (port) => port.isSupported(),
  listen: (port) => port.onTokenChange(() => undefined),
});
