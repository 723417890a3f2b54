import { setTimeout as sleep } from 'node:timers/promises';

/** Options for {@link waitUntilReady}. */
export interface WaitUntilReadyOptions {
  /** URL polled with `GET` until it is ready. */
  readonly url: string;
  /** Total time to wait. Defaults to 60 000 ms. */
  readonly timeoutMs?: number;
  /** Pause between polls. Defaults to 200 ms. */
  readonly intervalMs?: number;
  /** Time limit of one poll. Defaults to 2 000 ms. */
  readonly requestTimeoutMs?: number;
  /** Decides whether a response means ready. Defaults to `response.ok`. */
  readonly isReady?: (response: Response) => boolean | Promise<boolean>;
  /** Stops waiting early when it settles, e.g. when the backend's process exits. */
  readonly stopWhen?: Promise<unknown>;
}

/** Why {@link waitUntilReady} returned. */
export type Readiness =
  | { readonly status: 'ready'; readonly elapsedMs: number }
  | { readonly status: 'timeout'; readonly elapsedMs: number; readonly lastError?: unknown }
  | { readonly status: 'stopped'; readonly elapsedMs: number; readonly reason: unknown };

const STOP = Symbol('stop');

async function probe(options: WaitUntilReadyOptions, timeoutMs: number): Promise<unknown> {
  const response = await fetch(options.url, { signal: AbortSignal.timeout(timeoutMs) });
  try {
    const ready = await (options.isReady ?? ((r: Response) => r.ok))(response);
    return ready ? undefined : new Error(`${options.url} answered HTTP ${response.status} but is not ready.`);
  } finally {
    await response.body?.cancel().catch(() => undefined);
  }
}

/** Polls a URL until it answers as ready, the timeout passes, or `stopWhen` settles. Never rejects. */
export async function waitUntilReady(options: WaitUntilReadyOptions): Promise<Readiness> {
  const { timeoutMs = 60_000, intervalMs = 200, requestTimeoutMs = 2_000 } = options;
  const started = Date.now();
  const elapsed = (): number => Date.now() - started;
  let stopped: { reason: unknown } | undefined;
  const stopSignal = (options.stopWhen ?? new Promise<never>(() => undefined)).then(
    (reason) => {
      stopped = { reason };
      return STOP;
    },
    (reason: unknown) => {
      stopped = { reason };
      return STOP;
    },
  );

  let lastError: unknown;
  for (;;) {
    if (stopped) return { status: 'stopped', elapsedMs: elapsed(), reason: stopped.reason };
    const remaining = timeoutMs - elapsed();
    if (remaining <= 0) return { status: 'timeout', elapsedMs: elapsed(), lastError };
    try {
      lastError = await probe(options, Math.min(requestTimeoutMs, remaining));
      if (lastError === undefined) return { status: 'ready', elapsedMs: elapsed() };
    } catch (error) {
      lastError = error;
    }
    const pause = new AbortController();
    await Promise.race([
      sleep(Math.min(intervalMs, Math.max(0, timeoutMs - elapsed())), undefined, { signal: pause.signal }).catch(
        () => undefined,
      ),
      stopSignal,
    ]);
    pause.abort();
  }
}
