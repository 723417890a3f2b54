import type { TestProject } from 'vitest/node';
import { startFirebaseServer } from '../firebase-server.js';
import { DATABASE_SERVER_CONTEXT_KEY, type DatabaseServerContext } from './firebase-server-context.js';

const NAMESPACE = 'demo-rtdb';

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
