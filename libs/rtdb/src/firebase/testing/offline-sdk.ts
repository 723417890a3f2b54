import { createFirebaseApp } from '@platform/core/firebase';
import { afterAll, beforeAll } from 'vitest';
import type { RtdbPort } from '../../rtdb.port.js';
import { createFirebaseRtdb } from '../index.js';
import { DEMO_CONFIG } from './demo-config.js';

/**
 * The Firebase adapter on the real SDK, offline for the whole file: `goOffline()` runs before the SDK ever connects
 * (its database URL is a closed loopback port), so writes land in the SDK's view cache at once and listeners answer
 * from it, with the SDK's own query engine. Released after the file.
 */
export function offlineFirebase(name: string): RtdbPort {
  const app = createFirebaseApp({ ...DEMO_CONFIG, databaseURL: 'http://127.0.0.1:9?ns=demo-rtdb' }, { name });
  const port = createFirebaseRtdb({ app });
  beforeAll(() => port.goOffline());
  afterAll(async () => {
    await port.dispose();
    await app.delete();
  });
  return port;
}
