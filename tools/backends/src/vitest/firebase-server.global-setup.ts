import type { TestProject } from 'vitest/node';
import { startFirebaseServer } from '../firebase-server.js';
import { DATABASE_SERVER_CONTEXT_KEY, type DatabaseServerContext } from './firebase-server-context.js';

const NAMESPACE = 'demo-rtdb';

/**
 * The project's `database.rules.json` deny by default; the tests' own namespace allows everything, as firebase-server
 * does, so that the contract checks the adapter rather than the rules.
 */
async function openTestNamespace(url: string): Promise<void> {
  const response = await fetch(`${url}/.settings/rules.json?ns=${NAMESPACE}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({ rules: { '.read': true, '.write': true } }),
  });
  await response.body?.cancel();
  if (!response.ok)
    throw new Error(`Opening the emulator's ${NAMESPACE} namespace failed with HTTP ${response.status}.`);
}

/**
 * Vitest global setup: starts one firebase-server (installing it first, in its own folder, from its committed lock
 * file) on a free port, provides a {@link DatabaseServerContext} as `inject('databaseServer')`, and stops it in
 * teardown. When `FIREBASE_DATABASE_EMULATOR_HOST` names a running Realtime Database emulator (as under
 * `firebase emulators:exec`), that emulator is provided instead and left running.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env['FIREBASE_DATABASE_EMULATOR_HOST'];
  if (external) {
    const [host = '127.0.0.1', port = '9000'] = external.split(':');
    const context: DatabaseServerContext = { kind: 'emulator', host, port: Number(port), namespace: NAMESPACE };
    await openTestNamespace(`http://${external}`);
    project.provide(DATABASE_SERVER_CONTEXT_KEY, context);
    return async () => undefined;
  }
  const server = await startFirebaseServer({ namespace: NAMESPACE });
  const context: DatabaseServerContext = {
    kind: 'firebase-server',
    host: server.host,
    port: server.port,
    namespace: NAMESPACE,
  };
  project.provide(DATABASE_SERVER_CONTEXT_KEY, context);
  return () => server.stop();
}
