import { dirname, resolve } from 'node:path';
import { BackendStartError } from './backend-start-error.js';
import { spawnFirebaseCli, type FirebaseCliProcess } from './firebase-cli.js';
import {
  emulatorSuiteConfig,
  readEmulatorEndpoint,
  type EmulatorEndpoint,
  type EmulatorName,
} from './firebase-config.js';
import { findFreePorts, LOOPBACK_HOST } from './free-port.js';
import type { RunningBackend } from './local-backend.js';
import { createTempWorkspace, type TempWorkspace } from './temp-workspace.js';
import { waitUntilReady } from './wait-until-ready.js';

/** Options every Emulator Suite backend accepts. */
export interface EmulatorLaunchOptions {
  /** Project id; a `demo-*` id needs no credentials. Defaults to {@link DEFAULT_PROJECT_ID}. */
  readonly projectId?: string;
  /**
   * An existing `firebase.json` to start from, e.g. the repository's. Its ports are used as they are.
   * Without it a temporary `firebase.json` with free ports on 127.0.0.1 is written.
   */
  readonly configPath?: string;
  /** Fixed port for the emulator when no `configPath` is given; helper ports stay free ports. */
  readonly port?: number;
  /** How long to wait for the emulator to answer. Defaults to 180 000 ms: a cold start takes 7 s idle, far longer on a busy machine. */
  readonly readyTimeoutMs?: number;
  /** How long `stop()` waits after SIGTERM before SIGKILL. Defaults to 5 000 ms. */
  readonly stopGraceMs?: number;
  /** Attempts with new free ports when a port was taken meanwhile. Defaults to 3; 1 with fixed ports. */
  readonly startAttempts?: number;
  /** Receives the CLI's output as it arrives. */
  readonly onOutput?: (chunk: string) => void;
  /** Script run with Node instead of firebase-tools' CLI; for tests of the harness itself. */
  readonly cliPath?: string;
  /** Aborts a start in progress; the CLI is stopped and the start rejects. */
  readonly signal?: AbortSignal;
}

/** How a specific emulator is started and recognised. */
export interface EmulatorDefinition {
  /** The emulator, as passed to `--only`. */
  readonly emulator: EmulatorName;
  /** Human-readable name for messages, e.g. `Auth emulator`. */
  readonly label: string;
  /** Path polled for readiness, e.g. `/`. */
  readonly readyPath: string;
  /** Whether a response from `readyPath` comes from this emulator and means ready. */
  readonly isReady: (response: Response) => boolean | Promise<boolean>;
}

/** An emulator that answers requests. */
export interface RunningEmulator extends RunningBackend {
  /** Project id the emulator serves. */
  readonly projectId: string;
  /** `host:port`, the format of `FIREBASE_*_EMULATOR_HOST` variables. */
  readonly emulatorHost: string;
  /** The last lines the CLI printed. */
  outputTail(): string;
  /** Settles when the CLI process exits, whether stopped or crashed. */
  readonly exited: FirebaseCliProcess['exited'];
}

/** Project id used when none is given; `demo-*` ids keep the CLI offline and credential-free. */
export const DEFAULT_PROJECT_ID = 'demo-platform';

const PORT_CONFLICT = /is not open on|EADDRINUSE|address already in use/i;

type Attempt =
  | { readonly running: RunningEmulator }
  | { readonly error: BackendStartError; readonly retryable: boolean };

interface Layout {
  readonly endpoint: EmulatorEndpoint;
  readonly configPath: string;
  readonly cwd: string;
  readonly env: Record<string, string>;
  readonly fixedPorts: boolean;
}

async function layOut(
  definition: EmulatorDefinition,
  options: EmulatorLaunchOptions,
  workspace: TempWorkspace,
): Promise<Layout> {
  const debugLogEnv = { FIREBASE_DEBUG_PATH: `${workspace.dir}/` };
  if (options.configPath) {
    const configPath = resolve(options.configPath);
    return {
      endpoint: await readEmulatorEndpoint(configPath, definition.emulator),
      configPath,
      cwd: dirname(configPath),
      env: debugLogEnv,
      fixedPorts: true,
    };
  }
  const [hub, logging, free] = await findFreePorts(options.port === undefined ? 3 : 2);
  const endpoint = { host: LOOPBACK_HOST, port: options.port ?? (free as number) };
  const config = emulatorSuiteConfig({
    [definition.emulator]: endpoint,
    hub: { host: LOOPBACK_HOST, port: hub as number },
    logging: { host: LOOPBACK_HOST, port: logging as number },
  });
  return {
    endpoint,
    configPath: await workspace.write('firebase.json', `${JSON.stringify(config, null, 2)}\n`),
    cwd: workspace.dir,
    // A private temp dir keeps the hub's locator file apart from other runs for the same project.
    env: { ...debugLogEnv, TMPDIR: workspace.dir, TMP: workspace.dir, TEMP: workspace.dir },
    fixedPorts: options.port !== undefined,
  };
}

function aborted(signal: AbortSignal): Promise<unknown> {
  if (signal.aborted) return Promise.resolve(signal.reason);
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(signal.reason), { once: true }));
}

function describeExit(info: Awaited<FirebaseCliProcess['exited']>): string {
  if (info.error) return `could not be spawned (${info.error.message})`;
  return info.signal ? `was killed by ${info.signal}` : `exited with code ${info.code}`;
}

async function attemptStart(definition: EmulatorDefinition, options: EmulatorLaunchOptions): Promise<Attempt> {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const workspace = await createTempWorkspace(`platform-${definition.emulator}-emulator-`);
  let cli: FirebaseCliProcess | undefined;
  try {
    const layout = await layOut(definition, options, workspace);
    const { host, port } = layout.endpoint;
    const url = `http://${host}:${port}`;
    cli = spawnFirebaseCli({
      args: ['emulators:start', '--only', definition.emulator, '--project', projectId, '--config', layout.configPath],
      cwd: layout.cwd,
      env: layout.env,
      cliPath: options.cliPath,
      onOutput: options.onOutput,
    });
    const readiness = await waitUntilReady({
      url: `${url}${definition.readyPath}`,
      timeoutMs: options.readyTimeoutMs ?? 180_000,
      isReady: definition.isReady,
      stopWhen: options.signal ? Promise.race([cli.exited, aborted(options.signal)]) : cli.exited,
    });

    if (readiness.status === 'ready') {
      const child = cli;
      let stopping: Promise<void> | undefined;
      const stop = (): Promise<void> =>
        (stopping ??= child.stop({ graceMs: options.stopGraceMs }).then(() => workspace.remove()));
      return {
        running: {
          name: definition.emulator,
          host,
          port,
          url,
          projectId,
          emulatorHost: `${host}:${port}`,
          outputTail: () => child.outputTail(),
          exited: child.exited,
          stop,
        },
      };
    }

    await cli.stop({ graceMs: options.stopGraceMs });
    await workspace.remove();
    const tail = cli.outputTail();
    const reason = options.signal?.aborted
      ? 'the start was aborted'
      : readiness.status === 'stopped'
        ? `firebase-tools ${describeExit(await cli.exited)} before the ${definition.label} answered at ${url}`
        : `the ${definition.label} did not answer at ${url} within ${readiness.elapsedMs} ms`;
    return {
      error: new BackendStartError(`Could not start the ${definition.label}: ${reason}.`, {
        outputTail: tail,
        cause: readiness.status === 'timeout' ? readiness.lastError : undefined,
      }),
      retryable:
        !layout.fixedPorts && !options.signal?.aborted && readiness.status === 'stopped' && PORT_CONFLICT.test(tail),
    };
  } catch (error) {
    await cli?.stop({ graceMs: options.stopGraceMs });
    await workspace.remove();
    throw error;
  }
}

/**
 * Starts one emulator of the Firebase Emulator Suite with firebase-tools, offline and on 127.0.0.1,
 * and resolves once it answers. Rejects with a {@link BackendStartError} carrying the CLI's last output
 * if the CLI exits early or the emulator does not answer in time; nothing is left running then.
 */
export async function startFirebaseEmulator(
  definition: EmulatorDefinition,
  options: EmulatorLaunchOptions = {},
): Promise<RunningEmulator> {
  const fixed = options.configPath !== undefined || options.port !== undefined;
  const attempts = fixed ? 1 : Math.max(1, options.startAttempts ?? 3);
  for (let attempt = 1; ; attempt++) {
    options.signal?.throwIfAborted();
    const result = await attemptStart(definition, options);
    if ('running' in result) return result.running;
    if (!result.retryable || attempt >= attempts) throw result.error;
  }
}
