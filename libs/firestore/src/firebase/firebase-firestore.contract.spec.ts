import { createFirebaseApp } from '@platform/core/firebase';
import { firestoreContract } from '../firestore.contract.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseFirestore } from './index.js';

let apps = 0;

firestoreContract('firebase', () => {
  apps += 1;
  const app = createFirebaseApp(DEMO_CONFIG, { name: `firestore-contract-${apps}` });
  return {
    port: createFirebaseFirestore({ app }),
    deleteApp: () => app.delete(),
    dispose: () => app.delete(),
  };
});
