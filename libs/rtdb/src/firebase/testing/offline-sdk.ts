import { createFirebaseApp } from '@platform/core/firebase';
import { afterAll, beforeAll } from 'vitest';
import type { RtdbPort } from '../../rtdb.port.js';
import { createFirebaseRtdb } from '../index.js';
import { DEMO_CONFIG } from './demo-config.js';

/**
 * The Firebase adapter on the real SDK, offline for the whole file: `goOffline()` runs before the SDK ever connects
 * (its database URL is a closed loopback port), so writes land in the SDK's view cache at once and listeners answer
 * from it, with the SDK's own query engine; the adapter's chunks are loaded before the first case. Released after
 * the file.
 */
export function offlineFirebase(name: string): RtdbPort {
  const app = createFirebaseApp({ ...DEMO_CONFIG, databaseURL: 'http://127.0.0.1:9?ns=demo-rtdb' }, { name });
  const port = createFirebaseRtdb({ app });
  beforeAll(async () => {
    await port.goOffline();
    // Writes and listeners come in chunks of their own; a write heard by a listener proves both arrived, so the
    // file's cases are answered a few microtasks after each call, as the SDK answers.
    await new Promise<void>((resolve, reject) => {
      const stop = port.onValue(
        'warm-up',
        (snapshot) => {
          if (snapshot.value !== true) return;
          stop();
          resolve();
        },
        reject,
      );
      port.set('warm-up', true).catch(reject);
    });
  });
  afterAll(async () => {
    await port.dispose();
    await app.delete();
  });
  return port;
}
