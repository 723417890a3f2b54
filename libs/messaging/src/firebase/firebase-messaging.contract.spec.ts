import 'fake-indexeddb/auto';
import { createFirebaseApp } from '@platform/core/firebase';
import { setLogLevel } from 'firebase/app';
import { setupServer } from 'msw/node';
import { messagingContract, type ContractMessageData } from '../messaging.contract.js';
import { demoConfig } from './testing/demo-config.js';
import { createFcmServer } from './testing/fcm-server.js';
import { installPushStandIns } from './testing/push-stand-ins.js';
import { toSdkPayload } from './testing/sdk-payload.js';
import { settle } from './testing/settle.js';
import { createFirebaseMessaging } from './index.js';

const server = setupServer();
let network = 0;
// Vitest transforms a module on its first import, which takes longer than settle() lets work run; a browser has the
// messages chunk in the same round as the implementation, so it is transformed up front.
beforeAll(() => import('./foreground-messages.js'));
beforeAll(() => {
  setLogLevel('silent');
  server.events.on('request:start', () => {
    network += 1;
  });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

let apps = 0;

messagingContract('firebase', ({ supported }) => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2030, 0, 1) });
  network = 0;
  const fcm = createFcmServer();
  server.use(...fcm.handlers);
  const browser = supported ? installPushStandIns() : undefined;
  apps += 1;
  const app = createFirebaseApp(demoConfig(apps), { name: `messaging-contract-${apps}` });
  const port = createFirebaseMessaging<ContractMessageData>({ app });
  const need = () => {
    if (!browser) throw new Error('This case needs the Push API stand-ins.');
    return browser;
  };

  return {
    port,
    backend: {
      setPermission: (permission) => need().setPermission(permission),
      answerPromptWith: (answer) => need().answerPromptWith(answer),
      holdPrompt: () => need().holdPrompt(),
      prompts: () => browser?.prompts() ?? 0,
      requests: () => fcm.received().map(({ kind }) => ({ kind })),
      networkRequests: () => network,
      refuseNext: (kind) => fcm.refuseNext(kind),
      async deliver(message) {
        // The adapter attaches its one SDK handler once the SDK is in; the message arrives after that.
        await settle();
        need().postToPage(toSdkPayload(message));
      },
      async advanceTime(ms) {
        vi.setSystemTime(Date.now() + ms);
      },
    },
    deleteApp: () => app.delete(),
    async dispose() {
      await app.delete();
      browser?.uninstall();
      server.resetHandlers();
      vi.useRealTimers();
    },
  };
});
