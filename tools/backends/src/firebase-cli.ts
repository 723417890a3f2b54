import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OutputTail } from './output-tail.js';

/** How a process ended. */
export interface ProcessExit {
  /** Exit code, or `null` when the process was ended by a signal or never started. */
  readonly code: number | null;
  /** Signal that ended the process, if any. */
  readonly signal: NodeJS.Signals | null;
  /** Error raised while spawning, if the process never started. */
  readonly error?: Error;
}

/** Options for {@link spawnFirebaseCli}. */
export interface SpawnFirebaseCliOptions {
  /** Arguments after the CLI entry point, e.g. `['emulators:start', '--only', 'auth']`. */
  readonly args: readonly string[];
  /** Working directory of the CLI process. */
  readonly cwd: string;
  /** Extra environment variables; they win over {@link OFFLINE_CLI_ENV} and the parent's environment. */
  readonly env?: Readonly<Record<string, string>>;
  /** Script run with the current Node binary instead of firebase-tools' entry point. */
  readonly cliPath?: string;
  /** Receives every chunk of stdout and stderr as it arrives. */
  readonly onOutput?: (chunk: string) => void;
  /** How many output lines to keep for {@link FirebaseCliProcess.outputTail}. */
  readonly tailLines?: number;
}

/** Options for {@link FirebaseCliProcess.stop}. */
export interface StopProcessOptions {
  /** How long to wait after SIGTERM before sending SIGKILL. Defaults to 5 000 ms. */
  readonly graceMs?: number;
}

/** A running firebase-tools CLI process, leader of its own process group. */
export interface FirebaseCliProcess {
  /** PID of the CLI process, which is also its process group id. */
  readonly pid: number | undefined;
  /** Settles (never rejects) once the CLI process has exited. */
  readonly exited: Promise<ProcessExit>;
  /** Whether the CLI process has exited. */
  hasExited(): boolean;
  /** The last lines of combined stdout and stderr. */
  outputTail(): string;
  /** Sends SIGTERM to the whole process group, then SIGKILL after the grace period, and waits for exit. */
  stop(options?: StopProcessOptions): Promise<ProcessExit>;
}

/**
 * Environment that keeps the CLI offline and quiet: `CI` skips the message-of-the-day fetch,
 * `NO_UPDATE_NOTIFIER` skips the update check, `NO_COLOR` keeps captured output plain.
 */
export const OFFLINE_CLI_ENV: Readonly<Record<string, string>> = {
  CI: 'true',
  NO_UPDATE_NOTIFIER: '1',
  NO_COLOR: '1',
};

const DEFAULT_GRACE_MS = 5_000;
const OUTPUT_FLUSH_MS = 1_000;

/** Absolute path of firebase-tools' CLI entry point, resolved from this package. */
export function resolveFirebaseCli(): string {
  const require = createRequire(import.meta.url);
  const packageJsonPath = require.resolve('firebase-tools/package.json');
  const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.['firebase'];
  if (!bin) {
    throw new Error(`firebase-tools at ${dirname(packageJsonPath)} declares no "firebase" bin.`);
  }
  return join(dirname(packageJsonPath), bin);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

function delay(ms: number): { promise: Promise<void>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * Spawns the firebase-tools CLI in its own process group with piped output.
 *
 * If the current process exits while the CLI is still running, the whole group is sent SIGKILL.
 */
export function spawnFirebaseCli(options: SpawnFirebaseCliOptions): FirebaseCliProcess {
  const tail = new OutputTail(options.tailLines);
  const child = spawn(process.execPath, [options.cliPath ?? resolveFirebaseCli(), ...options.args], {
    cwd: options.cwd,
    env: { ...process.env, ...OFFLINE_CLI_ENV, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    windowsHide: true,
  });
  const pid = child.pid;
  let exitInfo: ProcessExit | undefined;

  const killOnParentExit = (): void => {
    if (pid !== undefined) signalGroup(pid, 'SIGKILL');
  };
  if (pid !== undefined) process.once('exit', killOnParentExit);

  const record = (chunk: Buffer): void => {
    const text = chunk.toString('utf8');
    tail.push(text);
    options.onOutput?.(text);
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);

  const exited = new Promise<ProcessExit>((resolve) => {
    const finish = (info: ProcessExit): void => {
      if (exitInfo) return;
      exitInfo = info;
      process.removeListener('exit', killOnParentExit);
      resolve(info);
    };
    child.once('error', (error) => {
      if (child.pid === undefined) finish({ code: null, signal: null, error });
    });
    child.once('exit', (code, signal) => {
      // Output may still be buffered in the pipes; give it a moment, but do not wait for
      // descendants that inherited the pipes to close them.
      const flushed = setTimeout(() => finish({ code, signal }), OUTPUT_FLUSH_MS);
      child.once('close', () => {
        clearTimeout(flushed);
        finish({ code, signal });
      });
    });
  });

  const stop = async ({ graceMs = DEFAULT_GRACE_MS }: StopProcessOptions = {}): Promise<ProcessExit> => {
    if (pid === undefined) return exited;
    if (!exitInfo) {
      signalGroup(pid, 'SIGTERM');
      const grace = delay(graceMs);
      const result = await Promise.race([exited, grace.promise.then(() => undefined)]);
      grace.cancel();
      if (!result) signalGroup(pid, 'SIGKILL');
    }
    const info = await exited;
    signalGroup(pid, 'SIGKILL');
    return info;
  };

  return {
    pid,
    exited,
    hasExited: () => exitInfo !== undefined,
    outputTail: () => tail.text(),
    stop,
  };
}
