import type { RunningBackend } from './local-backend.js';

/**
 * How to keep what a backend holds across a restart: read it before the stop, and give it back, either to `start`
 * (which seeds the new process before it serves anyone) or through `load` once it runs.
 */
export interface BackendRecord<R extends RunningBackend, S> {
  /** Reads everything the backend holds. */
  save(running: R): Promise<S>;
  /**
   * Writes `saved` into a freshly started backend, for a backend that cannot be seeded at start. Clients may reach it
   * before this runs: it must not overwrite what they wrote since.
   */
  load?(running: R, saved: S): Promise<void>;
}

/** Options for {@link restartable}. */
export interface RestartableOptions<R extends RunningBackend, S> {
  /** Starts the backend; on a restart it is given the port it had, and what the record saved. */
  readonly start: (port: number | undefined, saved: S | undefined) => Promise<R>;
  /** Keeps its data across restarts; without it a restarted backend starts empty. */
  readonly record?: BackendRecord<R, S>;
}

/** Options for {@link RestartableBackend.restart}. */
export interface RestartOptions {
  /** How long it stays down between the stop and the start. Defaults to 0. */
  readonly downMs?: number;
  /** Aborts the wait while it is down; it is started again at once. */
  readonly signal?: AbortSignal;
}

/** A backend that can be stopped and started again on the same port, keeping its data where its record can. */
export interface RestartableBackend<R extends RunningBackend> {
  /** The backend running now (or the last one, while it is down). */
  current(): R;
  /** Whether it is down, between the stop and the start of a restart. */
  isDown(): boolean;
  /** Stops it, stays down for `downMs`, starts it on the same port and loads what it held. */
  restart(options?: RestartOptions): Promise<R>;
  /** Stops it for good. */
  stop(): Promise<void>;
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Starts a backend that can be restarted on its own port. A restart whose start fails rejects with that failure and
 * leaves nothing running; `stop()` is still safe to call.
 */
export async function restartable<R extends RunningBackend, S = unknown>(
  options: RestartableOptions<R, S>,
): Promise<RestartableBackend<R>> {
  let running = await options.start(undefined, undefined);
  let down = false;
  let stopped = false;
  let restarting: Promise<unknown> | undefined;
  const restartOnce = async ({ downMs = 0, signal }: RestartOptions): Promise<R> => {
    const saved = options.record ? await options.record.save(running) : undefined;
    down = true;
    await running.stop();
    try {
      await pause(downMs, signal);
      running = await options.start(running.port, saved);
      if (options.record?.load) await options.record.load(running, saved as S);
    } finally {
      down = false;
    }
    // stop() came while the backend was starting again: what started is stopped too, rather than left running.
    if (stopped) {
      await running.stop();
      throw new Error(`The ${running.name} backend was stopped while it restarted.`);
    }
    return running;
  };
  return {
    current: () => running,
    isDown: () => down,
    restart(restartOptions = {}) {
      if (stopped)
        return Promise.reject(new Error(`The ${running.name} backend was stopped for good; it cannot restart.`));
      const done = restartOnce(restartOptions);
      restarting = done.catch(() => undefined);
      return done;
    },
    async stop() {
      stopped = true;
      // A restart under way stops what it started itself; wait for it, then stop what runs now.
      await restarting;
      await running.stop();
    },
  };
}
