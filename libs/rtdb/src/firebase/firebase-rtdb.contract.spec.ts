import { http } from 'msw';
import { setupServer } from 'msw/node';
import { rtdbContract } from '../rtdb.contract.js';
import { FIREBASE_SERVER_GAPS, injectDatabaseBackend } from './testing/database-backend.js';
import { createFirebaseRtdb } from './index.js';

const backend = injectDatabaseBackend();
let apps = 0;
let stalled = false;

// Listening only while a case stalls reads: then no GET to the server (REST or a new connection) gets an answer.
const stall = setupServer(http.get(`${backend.url}/*`, () => new Promise<never>(() => undefined)));

rtdbContract('firebase', async () => {
  await backend.reset();
  apps += 1;
  const app = backend.createApp(`rtdb-contract-${apps}`);
  return {
    // firebase-server ignores realtime reads, so they come over REST; short waits keep the suite quick.
    port: createFirebaseRtdb({
      app,
      emulator: { host: backend.host, port: backend.port },
      realtimeReadTimeoutMs: 200,
      restReadTimeoutMs: 3_000,
    }),
    deleteApp: () => app.delete(),
    dispose: async () => {
      if (stalled) stall.close();
      stalled = false;
      await app.delete();
    },
    // firebase-server never answers a realtime read, so stalling REST leaves a read no route answers.
    stallReads: () => {
      stalled = true;
      stall.listen({ onUnhandledRequest: 'bypass' });
    },
    ...(backend.kind === 'firebase-server' ? { unsupported: FIREBASE_SERVER_GAPS } : {}),
  };
});
