import { ensureFirebaseServerInstalled, FIREBASE_SERVER_BIN } from './firebase-server-install.js';
import { findFreePort, LOOPBACK_HOST } from './free-port.js';
import type { RunningBackend } from './local-backend.js';
import { startNodeServerProcess } from './node-server-process.js';
import { createTempWorkspace } from './temp-workspace.js';

/** Options for {@link startFirebaseServer}. */
export interface FirebaseServerOptions {
  /** The port to listen on; a free one by default. */
  readonly port?: number;
  /** The database namespace clients name in their `databaseURL` (`?ns=`). Defaults to `demo-rtdb`. */
  readonly namespace?: string;
  /** How long to wait for it to answer. Defaults to 30 000 ms. */
  readonly timeoutMs?: number;
  /**
   * A `database.rules.json` to evaluate on the realtime protocol, where ID tokens are decoded without checking their
   * signature (so the Auth emulator's work). Its REST API ignores rules and auth. Without it everything is allowed.
   */
  readonly rules?: { readonly path: string };
  /** The tree it starts with (its `--file`), e.g. what a `firebaseServerRecord` saved. Empty by default. */
  readonly data?: unknown;
}

/** A running firebase-server: the realtime protocol and REST `.json` on one port. */
export interface RunningFirebaseServer extends RunningBackend {
  /** The namespace it serves. */
  readonly namespace: string;
  /** The `databaseURL` a client uses, e.g. `http://127.0.0.1:41234?ns=demo-rtdb`. */
  readonly databaseURL: string;
  /** Empties the database (over REST). */
  reset(): Promise<void>;
  /** Settles with its exit code when its process exits, whether stopped or crashed. */
  readonly exited: Promise<number | null>;
  /** The last lines it printed. */
  outputTail(): string;
}

/**
 * Starts firebase-server (installing it first if needed) on 127.0.0.1 with its REST API on. It stores data in
 * memory, allows every read and write unless given rules, ignores realtime `get` requests and never runs onDisconnect
 * writes.
 */
export async function startFirebaseServer(options: FirebaseServerOptions = {}): Promise<RunningFirebaseServer> {
  await ensureFirebaseServerInstalled();
  const port = options.port ?? (await findFreePort());
  const namespace = options.namespace ?? 'demo-rtdb';
  const url = `http://${LOOPBACK_HOST}:${port}`;
  const rules = options.rules ? ['--rules', options.rules.path] : [];
  const workspace = options.data === undefined ? undefined : await createTempWorkspace('platform-firebase-server-');
  const data = workspace ? ['--file', await workspace.write('data.json', JSON.stringify(options.data))] : [];
  const { stop, exited, outputTail } = await startNodeServerProcess({
    label: 'firebase-server',
    args: [
      FIREBASE_SERVER_BIN,
      '--rest',
      '--port',
      String(port),
      '--address',
      LOOPBACK_HOST,
      '--name',
      namespace,
      ...rules,
      ...data,
    ],
    url,
    readyUrl: `${url}/.json`,
    timeoutMs: options.timeoutMs ?? 30_000,
    afterStop: () => workspace?.remove() ?? Promise.resolve(),
  });
  return {
    name: 'firebase-server',
    host: LOOPBACK_HOST,
    port,
    url,
    namespace,
    databaseURL: `${url}?ns=${namespace}`,
    stop,
    exited,
    outputTail,
    async reset() {
      const response = await fetch(`${url}/.json`, { method: 'PUT', body: 'null' });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`Resetting firebase-server failed with HTTP ${response.status}.`);
    },
  };
}
