import { createFirebaseApp } from '@platform/core/firebase';
import { firestoreContract } from '../firestore.contract.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseFirestore } from './index.js';

const emulatorHost = process.env['FIRESTORE_EMULATOR_HOST'];
let apps = 0;

firestoreContract('firebase', () => {
  if (!emulatorHost) {
    return 'FIRESTORE_EMULATOR_HOST is not set: the Firestore emulator needs Java 21 and runs in the GitHub workflow';
  }
  const [host = '127.0.0.1', port = '8080'] = emulatorHost.split(':');
  apps += 1;
  const app = createFirebaseApp(DEMO_CONFIG, { name: `firestore-contract-${String(apps)}` });
  return {
    port: createFirebaseFirestore({ app, emulator: { host, port: Number(port) } }),
    deleteApp: () => app.delete(),
    dispose: () => app.delete(),
  };
});
