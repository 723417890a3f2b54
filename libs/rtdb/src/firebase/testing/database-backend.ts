import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { inject } from 'vitest';
import { DEMO_CONFIG } from './demo-config.js';

/** The database server that `tools/backends`' firebase-server global setup starts and provides. */
interface ProvidedDatabaseServer {
  /** `firebase-server`, or `emulator` when `FIREBASE_DATABASE_EMULATOR_HOST` named one. */
  readonly kind: 'firebase-server' | 'emulator';
  readonly host: string;
  readonly port: number;
  readonly namespace: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServer: ProvidedDatabaseServer;
  }
}

/** What firebase-server cannot run, and why; those contract cases run on memory here and on the emulator in CI's GitHub job. */
export const FIREBASE_SERVER_GAPS = {
  onDisconnect:
    'firebase-server never runs onDisconnect writes; covered on the memory adapter here and on the Realtime Database emulator in the GitHub workflow',
  increment:
    'firebase-server never answers a write holding increment(); covered on the memory adapter here and on the Realtime Database emulator in the GitHub workflow',
} as const;

/** The provided database server, with what the Firebase adapter's tests do with it. */
export interface DatabaseBackend extends ProvidedDatabaseServer {
  /** `http://host:port`, where REST and the realtime protocol are served. */
  readonly url: string;
  /** A new Firebase app on this server. */
  createApp(name: string): FirebaseAppHandle;
  /** Empties the database. */
  reset(): Promise<void>;
}

/** The database server of this test project; fails if the project has no firebase-server global setup. */
export function injectDatabaseBackend(): DatabaseBackend {
  const provided = inject('databaseServer');
  if (!provided)
    throw new Error('No database server was provided; add the firebase-server global setup to this Vitest project.');
  const url = `http://${provided.host}:${provided.port}`;
  const databaseURL = `${url}?ns=${provided.namespace}`;
  return {
    ...provided,
    url,
    createApp: (name) => createFirebaseApp({ ...DEMO_CONFIG, databaseURL }, { name }),
    async reset() {
      const response = await fetch(`${url}/.json?ns=${provided.namespace}`, {
        method: 'PUT',
        body: 'null',
        headers: { Authorization: 'Bearer owner' },
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`Emptying the database failed with HTTP ${response.status}.`);
    },
  };
}
