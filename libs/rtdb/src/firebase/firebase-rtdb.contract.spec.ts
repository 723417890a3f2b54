import { rtdbContract } from '../rtdb.contract.js';
import { FIREBASE_SERVER_GAPS, injectDatabaseBackend } from './testing/database-backend.js';
import { createFirebaseRtdb } from './index.js';

const backend = injectDatabaseBackend();
let apps = 0;

rtdbContract('firebase', async () => {
  await backend.reset();
  apps += 1;
  const app = backend.createApp(`rtdb-contract-${apps}`);
  return {
    // firebase-server ignores realtime reads, so they come over REST; a short wait keeps the suite quick.
    port: createFirebaseRtdb({ app, emulator: { host: backend.host, port: backend.port }, realtimeReadTimeoutMs: 200 }),
    deleteApp: () => app.delete(),
    dispose: () => app.delete(),
    ...(backend.kind === 'firebase-server' ? { unsupported: FIREBASE_SERVER_GAPS } : {}),
  };
});
