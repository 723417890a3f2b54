import { createFirebaseApp } from '@platform/core/firebase';
import { afterAll, beforeAll } from 'vitest';
import type { FirestorePort } from '../../firestore.port.js';
import { createFirebaseFirestore } from '../index.js';
import { DEMO_CONFIG } from './demo-config.js';

/**
 * The Firebase adapter on the real SDK with its network disabled for the whole file: writes land in the SDK's cache
 * at once and reads come from it, with the SDK's own query engine. Released after the file.
 */
export function offlineFirebase(name: string): FirestorePort {
  const app = createFirebaseApp(DEMO_CONFIG, { name });
  const port = createFirebaseFirestore({ app });
  beforeAll(() => port.offline());
  afterAll(async () => {
    await port.dispose();
    await app.delete();
  });
  return port;
}

/** Starts an offline write: the SDK's promise waits for a backend that never answers, but the cache has it at once. */
export const fire = (work: Promise<unknown>): void => void work.catch(() => undefined);
