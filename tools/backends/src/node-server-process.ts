import { spawn } from 'node:child_process';
import { BackendStartError } from './backend-start-error.js';
import { OutputTail } from './output-tail.js';
import { waitUntilReady } from './wait-until-ready.js';

/** How long `stop()` waits after SIGTERM before SIGKILL. */
const STOP_GRACE_MS = 2_000;

/** Options for {@link startNodeServerProcess}. */
export interface NodeServerProcessOptions {
  /** The server's name in errors, e.g. `Verdaccio`. */
  readonly label: string;
  /** The script and its arguments, run with this Node.js. */
  readonly args: readonly string[];
  /** The address it serves, named in errors. */
  readonly url: string;
  /** An address that answers once the server is ready. */
  readonly readyUrl: string;
  /** How long to wait for it. */
  readonly timeoutMs: number;
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Runs after the process has exited on stop, e.g. to remove its files. */
  readonly afterStop?: () => Promise<void>;
}

/**
 * Spawns a Node.js server and resolves once it answers at `readyUrl`. If it exits first or does not answer in time,
 * it is stopped and the start fails with a {@link BackendStartError} that carries the end of its output.
 */
export async function startNodeServerProcess(
  options: NodeServerProcessOptions,
): Promise<{ stop(): Promise<void>; readonly exited: Promise<number | null>; outputTail(): string }> {
  const child = spawn(process.execPath, [...options.args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = new OutputTail();
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // firebase-server's SIGTERM handler closes its server, which waits for every client to leave: a connected
      // client would hold it forever.
      const grace = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(grace);
    }
    await exited;
    await options.afterStop?.();
  };

  const readiness = await waitUntilReady({
    url: options.readyUrl,
    timeoutMs: options.timeoutMs,
    intervalMs: 100,
    stopWhen: exited,
  });
  if (readiness.status !== 'ready') {
    await stop();
    throw new BackendStartError(`${options.label} did not start on ${options.url} (${readiness.status}).`, {
      outputTail: output.text(),
      cause: readiness.status === 'timeout' ? readiness.lastError : readiness.reason,
    });
  }
  return { stop, exited, outputTail: () => output.text() };
}
