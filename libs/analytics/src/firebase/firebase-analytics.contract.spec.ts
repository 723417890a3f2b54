import { createFirebaseApp } from '@platform/core/firebase';
import { analyticsContract } from '../analytics.contract.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseAnalytics } from './index.js';

let apps = 0;

analyticsContract('firebase', () => {
  apps += 1;
  const app = createFirebaseApp(DEMO_CONFIG, { name: `analytics-contract-${apps}` });
  return {
    port: createFirebaseAnalytics({ app }),
    deleteApp: () => app.delete(),
    dispose: () => app.delete(),
  };
});
