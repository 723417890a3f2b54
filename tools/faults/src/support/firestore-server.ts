import { inject } from 'vitest';
import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createFirebaseFirestore } from '@platform/firestore/firebase';
import type { FirestorePort } from '@platform/firestore';
import '@platform/backends/vitest';
import { FAULTS_CONFIG } from './demo-config.js';

const FAULTS_PROJECT = FAULTS_CONFIG.projectId;

/** The Firestore emulator of this run, or why there is none (the scenarios skip with it; CI fails in the setup). */
export function firestoreEmulator(): { host: string; port: number; url: string } | { unavailable: string } {
  const provided = inject('firestoreEmulator');
  if ('unavailable' in provided) return provided;
  return { host: provided.host, port: provided.port, url: provided.url };
}

let apps = 0;

/** A client of the emulator as an app opens one, talking to it through `via` (a fault proxy) or directly. */
export function openFirestore(target: { host: string; port: number }): {
  app: FirebaseAppHandle;
  port: FirestorePort;
  close(): Promise<void>;
} {
  apps += 1;
  const app = createFirebaseApp(FAULTS_CONFIG, { name: `faults-firestore-${String(process.pid)}-${String(apps)}` });
  const port = createFirebaseFirestore({ app, emulator: { host: target.host, port: target.port } });
  return {
    app,
    port,
    async close() {
      await port.dispose();
      await app.delete();
    },
  };
}

type RestValue =
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

function decode(value: RestValue): unknown {
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decode);
  return Object.fromEntries(Object.entries(value.mapValue.fields ?? {}).map(([key, field]) => [key, decode(field)]));
}

/**
 * What the server holds under `collectionPath`, read through the emulator's REST API as its owner (not through any
 * SDK cache): document id → fields.
 */
export async function serverCollection(
  emulator: { url: string },
  collectionPath: string,
): Promise<Map<string, Record<string, unknown>>> {
  const slash = collectionPath.lastIndexOf('/');
  const parent = slash < 0 ? '' : `/${collectionPath.slice(0, slash)}`;
  const response = await fetch(
    `${emulator.url}/v1/projects/${FAULTS_PROJECT}/databases/(default)/documents${parent}:runQuery`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: collectionPath.slice(slash + 1) }] } }),
      signal: AbortSignal.timeout(20_000),
    },
  );
  if (!response.ok) throw new Error(`The emulator refused the query: ${String(response.status)}`);
  const rows = (await response.json()) as { document?: { name: string; fields?: Record<string, RestValue> } }[];
  return new Map(
    rows.flatMap((row) =>
      row.document
        ? [
            [
              row.document.name.slice(row.document.name.lastIndexOf('/') + 1),
              decode({ mapValue: { fields: row.document.fields ?? {} } }) as Record<string, unknown>,
            ] as const,
          ]
        : [],
    ),
  );
}
