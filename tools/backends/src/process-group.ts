import { spawn } from 'node:child_process';
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

/** Options for {@link spawnProcessGroup}. */
export interface SpawnProcessGroupOptions {
  /** The program, e.g. `java` or the path of Node. */
  readonly command: string;
  /** Its arguments. */
  readonly args: readonly string[];
  /** Working directory of the process. */
  readonly cwd: string;
  /** The whole environment of the process. */
  readonly env: NodeJS.ProcessEnv;
  /** Receives every chunk of stdout and stderr as it arrives. */
  readonly onOutput?: (chunk: string) => void;
  /** How many output lines to keep for {@link ProcessGroup.outputTail}. */
  readonly tailLines?: number;
}

/** Options for {@link ProcessGroup.stop}. */
export interface StopProcessOptions {
  /** How long to wait after SIGTERM before sending SIGKILL. Defaults to 5 000 ms. */
  readonly graceMs?: number;
}

/** A running process, leader of its own process group. */
export interface ProcessGroup {
  /** PID of the process, which is also its process group id. */
  readonly pid: number | undefined;
  /** Settles (never rejects) once the process has exited. */
  readonly exited: Promise<ProcessExit>;
  /** Whether the process has exited. */
  hasExited(): boolean;
  /** The last lines of combined stdout and stderr. */
  outputTail(): string;
  /** Sends SIGTERM to the whole process group, then SIGKILL after the grace period, and waits for exit. */
  stop(options?: StopProcessOptions): Promise<ProcessExit>;
}

const DEFAULT_GRACE_MS = 5_000;
const OUTPUT_FLUSH_MS = 1_000;

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
 * Spawns a program in its own process group with piped output, so that stopping it also stops every process it
 * started. If the current process exits while it is still running, the whole group is sent SIGKILL.
 */
export function spawnProcessGroup(options: SpawnProcessGroupOptions): ProcessGroup {
  const tail = new OutputTail(options.tailLines);
  const child = spawn(options.command, [...options.args], {
    cwd: options.cwd,
    env: options.env,
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
