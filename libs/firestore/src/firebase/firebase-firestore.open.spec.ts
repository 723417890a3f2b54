import { createFirebaseApp, loadFirebaseApp } from '@platform/core/firebase';
import { initializeFirestore, terminate } from 'firebase/firestore';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseFirestore } from './index.js';

describe('the Firebase adapter opening the SDK', () => {
  it('opens again on the next call after initializing the SDK failed, rather than keeping the failure', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'firestore-open-again' });
    // Another part of the app took this Firebase app's Firestore with other settings: initializing it again throws.
    const other = initializeFirestore(await loadFirebaseApp(app), { ignoreUndefinedProperties: true });
    const port = createFirebaseFirestore({ app, emulator: { host: '127.0.0.1', port: 9 } });
    try {
      await expect(port.offline()).rejects.toMatchObject({ code: 'firestore/failed-precondition' });
      await terminate(other);
      // Offline, the SDK answers from its cache and never reaches for the (closed) emulator port.
      await port.offline();
    } finally {
      await port.dispose();
      await app.delete();
    }
  });
});
