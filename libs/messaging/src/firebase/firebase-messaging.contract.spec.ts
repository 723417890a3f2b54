import { createFirebaseApp } from '@platform/core/firebase';
import { messagingContract } from '../messaging.contract.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseMessaging } from './index.js';

let apps = 0;

messagingContract('firebase', () => {
  apps += 1;
  const app = createFirebaseApp(DEMO_CONFIG, { name: `messaging-contract-${apps}` });
  return {
    port: createFirebaseMessaging({ app }),
    deleteApp: () => app.delete(),
    dispose: () => app.delete(),
  };
});
