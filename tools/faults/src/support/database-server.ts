import { inject } from 'vitest';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseRtdb } from '@platform/rtdb/firebase';
import type { RtdbPort } from '@platform/rtdb';
import '@platform/backends/vitest';
import { FAULTS_CONFIG } from './demo-config.js';

let apps = 0;

/** The database server of this run (firebase-server here), as the global setup provides it. */
export function databaseServer(): { host: string; port: number; namespace: string; url: string; kind: string } {
  const provided = inject('databaseServer');
  return { ...provided, url: `http://${provided.host}:${String(provided.port)}` };
}

/** A client of the database at `server`, talking to it through `via` (a fault proxy) or directly. */
export function openRtdb(
  server: { host: string; port: number; namespace: string },
  via: { host: string; port: number } = server,
  timings: { realtimeReadTimeoutMs?: number; restReadTimeoutMs?: number } = {},
): { port: RtdbPort; close(): Promise<void> } {
  apps += 1;
  const app = createFirebaseApp(
    { ...FAULTS_CONFIG, databaseURL: `http://${server.host}:${String(server.port)}?ns=${server.namespace}` },
    { name: `faults-rtdb-${String(process.pid)}-${String(apps)}` },
  );
  const port = createFirebaseRtdb({ app, emulator: { host: via.host, port: via.port }, ...timings });
  return {
    port,
    async close() {
      await port.dispose();
      await app.delete();
    },
  };
}

/** What the server holds at `path`, over REST, past any client's cache. */
export async function serverValue(server: { url: string; namespace: string }, path: string): Promise<unknown> {
  const response = await fetch(`${server.url}/${path}.json?ns=${server.namespace}`, {
    headers: { Authorization: 'Bearer owner' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`The database refused a read of ${path}: HTTP ${String(response.status)}`);
  return response.json();
}
