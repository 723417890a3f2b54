import { withTimeout, type Clock } from '@platform/core';
import { rtdbErrors } from '../rtdb.errors.js';

/** The two routes of a read, and how long each may take. */
export interface ReadRoutes<T> {
  /** The realtime read, already started. */
  readonly realtime: Promise<T>;
  /** Starts the REST read; its signal fires when the realtime read answers first, at the deadline, or on abort. */
  readonly rest: (signal: AbortSignal) => Promise<T>;
  /** How long the realtime read may take before REST starts. */
  readonly timeoutMs: number;
  /** How long REST may take, retries included, before the read fails with `rtdb/timeout`. */
  readonly restTimeoutMs: number;
  readonly clock: Clock;
  /** Ends the read with `core/aborted` when it fires. */
  readonly signal?: AbortSignal;
}

const NEVER = new Promise<never>(() => undefined);

/** A signal that fires when either fires (what `AbortSignal.any`, newer than the supported browsers, does). */
function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  const both = new AbortController();
  const abort = (signal: AbortSignal) => () => both.abort(signal.reason);
  for (const signal of [first, second]) {
    if (signal.aborted) abort(signal)();
    else signal.addEventListener('abort', abort(signal), { once: true, signal: both.signal });
  }
  return both.signal;
}

/**
 * The realtime answer if it comes within `timeoutMs`; otherwise (or if it fails) the REST read, unless the realtime
 * answer still comes first, which then cancels REST. Settles once: a late answer from the other route is dropped.
 * Never hangs: REST gets `restTimeoutMs`, and `signal` ends the read at once.
 */
export async function readWithFallback<T>({
  realtime,
  rest,
  timeoutMs,
  restTimeoutMs,
  clock,
  signal,
}: ReadRoutes<T>): Promise<T> {
  try {
    return await withTimeout(realtime, timeoutMs, { clock, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    // No answer in time, or the client is offline: REST serves the read.
  }
  const settled = new AbortController();
  try {
    return await withTimeout(
      (restSignal) => Promise.race([rest(eitherSignal(restSignal, settled.signal)), realtime.catch(() => NEVER)]),
      restTimeoutMs,
      {
        clock,
        signal,
        onTimeout: (ms) =>
          rtdbErrors.create('rtdb/timeout', { customData: { route: 'rest', timeoutMs: timeoutMs + ms } }),
      },
    );
  } finally {
    settled.abort();
  }
}
