import type { BackendRecord } from './backend-restart.js';
import type { RunningFirebaseServer } from './firebase-server.js';
import type { RunningFirestoreEmulator } from './firestore-emulator.js';

const TIMEOUT_MS = 30_000;
/** The most writes one Firestore commit takes. */
const COMMIT_LIMIT = 500;

async function send(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} failed with HTTP ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A Firestore document as the REST API gives and takes it. */
interface RestDocument {
  readonly name: string;
  readonly fields?: Record<string, unknown>;
}

/**
 * Keeps the documents of one project of the Firestore emulator (every collection, at every depth) across a restart,
 * through its REST API: read with an all-descendants query as the emulator's owner, written back in batches of 500.
 * This emulator (the Google Cloud CLI's 1.19.9) offers `--export-on-exit` but writes no export when stopped, so the
 * data is written again once it runs: fields survive, create and update times are new, and a document a client wrote
 * before the record was back is left as the client wrote it. Rules come back through the start options (`rules`),
 * which a restart passes again.
 */
export function firestoreEmulatorRecord(projectId: string): BackendRecord<RunningFirestoreEmulator, RestDocument[]> {
  const documentsUrl = (running: RunningFirestoreEmulator) =>
    `${running.url}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
  const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  return {
    async save(running) {
      const rows = (await send(`${documentsUrl(running)}:runQuery`, {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
      })) as { document?: RestDocument }[];
      return rows.flatMap((row) => (row.document ? [{ name: row.document.name, fields: row.document.fields }] : []));
    },
    // Each document is created only where none exists: a client that reconnected first and wrote keeps its write.
    async load(running, documents) {
      for (let start = 0; start < documents.length; start += COMMIT_LIMIT) {
        const writes = documents
          .slice(start, start + COMMIT_LIMIT)
          .map((document) => ({ update: document, currentDocument: { exists: false } }));
        await send(`${documentsUrl(running)}:batchWrite`, {
          method: 'POST',
          headers: owner,
          body: JSON.stringify({ writes }),
        });
      }
    },
  };
}

/**
 * Keeps firebase-server's whole tree across a restart: read through its REST API (`GET /.json`), and given back to
 * the new process at start (`startFirebaseServer({ data })`), so no client ever sees it without its data.
 */
export const firebaseServerRecord: BackendRecord<RunningFirebaseServer, unknown> = {
  save: (running) => send(`${running.url}/.json`, { method: 'GET' }),
};
