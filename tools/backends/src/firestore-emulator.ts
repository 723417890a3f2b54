import { BackendStartError } from './backend-start-error.js';
import { DEFAULT_PROJECT_ID } from './firebase-emulator.js';
import { createFirestoreEmulatorAdmin, type FirestoreEmulatorAdmin } from './firestore-emulator-admin.js';
import { findFirestoreEmulatorJar, machineHost, type FirestoreEmulatorJar } from './firestore-emulator-discovery.js';
import { findFreePort, LOOPBACK_HOST } from './free-port.js';
import type { LocalBackend, RunningBackend } from './local-backend.js';
import { spawnProcessGroup, type ProcessGroup } from './process-group.js';
import { createTempWorkspace } from './temp-workspace.js';
import { waitUntilReady } from './wait-until-ready.js';

/** Options for {@link startFirestoreEmulator}. */
export interface FirestoreEmulatorOptions {
  /** The port to listen on; a free one by default. */
  readonly port?: number;
  /** The project the helpers ({@link FirestoreEmulatorAdmin}) act on; `demo-platform` by default. */
  readonly projectId?: string;
  /** Security rules for every project: a `firestore.rules` file, or its text. Without them every request is allowed. */
  readonly rules?: { readonly path: string } | { readonly text: string };
  /** How long to wait for it to answer. Defaults to 60 000 ms: it starts in 1 to 6 s, far longer on a busy machine. */
  readonly timeoutMs?: number;
  /** How long `stop()` waits after SIGTERM before SIGKILL. Defaults to 5 000 ms. */
  readonly stopGraceMs?: number;
  /** Aborts a start in progress; the emulator is stopped and the start rejects. */
  readonly signal?: AbortSignal;
  /** Receives the emulator's output as it arrives. */
  readonly onOutput?: (chunk: string) => void;
  /** Which emulator to run; found with `findFirestoreEmulatorJar()` by default. */
  readonly installation?: FirestoreEmulatorJar;
}

/** A Firestore emulator this process started. */
export interface RunningFirestoreEmulator extends RunningBackend, FirestoreEmulatorAdmin {
  /** The project the helpers act on. */
  readonly projectId: string;
  /** `host:port`, as in `FIRESTORE_EMULATOR_HOST`. */
  readonly emulatorHost: string;
  /** The jar it runs. */
  readonly installation: FirestoreEmulatorJar;
  /** The last lines it printed. */
  outputTail(): string;
  /** Settles when its Java process exits, whether stopped or crashed. */
  readonly exited: ProcessGroup['exited'];
}

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/**
 * The JVM's own flags. An emulator for tests lives for seconds to minutes, too short for the optimizing compiler's
 * work to pay back: with the client compiler alone (`TieredStopAtLevel=1`) it starts and serves 1,500 writes in 12
 * CPU-seconds instead of 20 here, in the same wall time.
 */
const JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-Duser.language=en'];

/** The Java command line for `installation`: the gcloud jar has no Main-Class, firebase-tools' jar has one. */
function javaArgs(installation: FirestoreEmulatorJar, port: number, rulesPath: string | undefined): string[] {
  const flags = { host: LOOPBACK_HOST, port: String(port), ...(rulesPath ? { rules: rulesPath } : {}) };
  if (installation.kind === 'gcloud') {
    return [...JVM_FLAGS, '-cp', installation.jar, MAIN_CLASS, 'start'].concat(
      Object.entries(flags).map(([name, value]) => `--${name}=${value}`),
    );
  }
  return [...JVM_FLAGS, '-jar', installation.jar].concat(
    Object.entries(flags).flatMap(([name, value]) => [`--${name}`, value]),
  );
}

/** The emulator installation to start: the one given, else the one found. */
function installationFor(options: FirestoreEmulatorOptions): FirestoreEmulatorJar {
  if (options.installation) return options.installation;
  const found = findFirestoreEmulatorJar(machineHost());
  if (found.kind === 'unavailable') throw new Error(`Could not start the Firestore emulator. ${found.reason}.`);
  return found;
}

function aborted(signal: AbortSignal): Promise<unknown> {
  if (signal.aborted) return Promise.resolve(signal.reason);
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(signal.reason), { once: true }));
}

/**
 * Starts the Cloud Firestore emulator (the Google Cloud CLI's component, or the jar firebase-tools downloaded) on
 * 127.0.0.1, its Java process the leader of its own process group, and resolves once it answers `Ok` at `/`. Rejects
 * with a {@link BackendStartError} carrying its last output if it exits first or does not answer in time; nothing is
 * left running then.
 */
export async function startFirestoreEmulator(
  options: FirestoreEmulatorOptions = {},
): Promise<RunningFirestoreEmulator> {
  options.signal?.throwIfAborted();
  const installation = installationFor(options);
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const port = options.port ?? (await findFreePort());
  const url = `http://${LOOPBACK_HOST}:${port}`;
  const workspace = await createTempWorkspace('platform-firestore-emulator-');
  const rulesPath =
    options.rules && 'text' in options.rules
      ? await workspace.write('firestore.rules', options.rules.text)
      : options.rules?.path;
  const java = spawnProcessGroup({
    command: installation.java,
    args: javaArgs(installation, port, rulesPath),
    cwd: workspace.dir,
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: undefined },
    onOutput: options.onOutput,
  });
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= java.stop({ graceMs: options.stopGraceMs }).then(() => workspace.remove()));

  const readiness = await waitUntilReady({
    url: `${url}/`,
    timeoutMs: options.timeoutMs ?? 60_000,
    intervalMs: 100,
    isReady: async (response) => response.ok && (await response.text()).trim() === 'Ok',
    stopWhen: options.signal ? Promise.race([java.exited, aborted(options.signal)]) : java.exited,
  });
  if (readiness.status !== 'ready') {
    await stop();
    const exit = await java.exited;
    const reason = options.signal?.aborted
      ? 'the start was aborted'
      : readiness.status === 'stopped'
        ? `Java ${exit.error ? `could not be spawned (${exit.error.message})` : `exited with code ${exit.code}`} before it answered at ${url}`
        : `it did not answer at ${url} within ${readiness.elapsedMs} ms`;
    throw new BackendStartError(`Could not start the Firestore emulator (${installation.jar}): ${reason}.`, {
      outputTail: java.outputTail(),
      cause: readiness.status === 'timeout' ? readiness.lastError : undefined,
    });
  }

  return {
    name: 'firestore',
    host: LOOPBACK_HOST,
    port,
    url,
    projectId,
    emulatorHost: `${LOOPBACK_HOST}:${port}`,
    installation,
    outputTail: () => java.outputTail(),
    exited: java.exited,
    stop,
    ...createFirestoreEmulatorAdmin({ url, projectId }),
  };
}

/** The Firestore emulator as a {@link LocalBackend}. */
export const firestoreEmulator: LocalBackend<FirestoreEmulatorOptions, RunningFirestoreEmulator> = {
  name: 'firestore',
  start: startFirestoreEmulator,
};
