import { coreErrors } from '../errors/core.errors.js';
import { sleep, type WaitOptions } from '../time/sleep.js';
import { isRetryableError, retryAfterOf } from './http-status.js';
import { untilAborted } from './until-aborted.js';

/** What a retried operation is told about the current attempt. */
export interface AttemptContext {
  /** 1 for the first call, 2 for the first retry, and so on. */
  readonly attempt: number;
  /** Fires when the caller cancels; pass it on to `fetch` and friends. */
  readonly signal?: AbortSignal;
}

/** What {@link RetryOptions.onRetry} is told before each wait. */
export interface RetryEvent {
  /** The attempt that just failed. */
  readonly attempt: number;
  /** How long the next wait will be. */
  readonly delayMs: number;
  /** The failure being retried. */
  readonly error: unknown;
}

/** How {@link retry} backs off. */
export interface RetryOptions extends WaitOptions {
  /** Total calls, including the first. Default 4. */
  readonly maxAttempts?: number;
  /** The wait before the first retry, before jitter. Default 500 ms. */
  readonly baseDelayMs?: number;
  /**
   * No wait is longer than this. Default 30 s. A server that asks for a longer
   * wait (`customData.retryAfterMs`) is not retried: its error is rethrown at once.
   */
  readonly maxDelayMs?: number;
  /** Each wait is this many times the one before. Default 2. */
  readonly factor?: number;
  /** The share of each wait that is random, from 0 (none) to 1 (full jitter). Default 0.5. */
  readonly jitter?: number;
  /** A source of numbers in [0, 1); `Math.random` by default. */
  readonly random?: () => number;
  /** Which failures are retried; by default only HTTP 429, 500, 503 and 504. */
  readonly shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** Called before each wait, for logging and metrics. */
  readonly onRetry?: (event: RetryEvent) => void;
}

const DEFAULT_MAX_DELAY_MS = 30_000;

/** The wait before retry number `attempt` (1-based), before jitter. */
export function backoffDelay(
  attempt: number,
  {
    baseDelayMs = 500,
    maxDelayMs = DEFAULT_MAX_DELAY_MS,
    factor = 2,
  }: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'factor'> = {},
): number {
  return Math.min(maxDelayMs, baseDelayMs * factor ** (attempt - 1));
}

function assertOptions(maxAttempts: number, jitter: number): void {
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw coreErrors.create('core/invalid-argument', {
      message: `retry: maxAttempts must be a whole number of at least 1; got ${String(maxAttempts)}.`,
      customData: { maxAttempts },
    });
  }
  if (!(jitter >= 0 && jitter <= 1)) {
    throw coreErrors.create('core/invalid-argument', {
      message: `retry: jitter must be between 0 and 1; got ${String(jitter)}.`,
      customData: { jitter },
    });
  }
}

/**
 * Calls `operation` until it succeeds, backing off exponentially with jitter
 * between attempts. Only retryable failures (HTTP 429, 500, 503, 504 by default)
 * are retried; any other failure, or the last one, is rethrown as it is.
 * A server's `customData.retryAfterMs` lengthens the wait when it is longer;
 * when it is longer than `maxDelayMs`, `retry` does not sleep through it but
 * rethrows that error at once, so the caller can tell the user when to come back.
 * When `signal` fires, during an attempt or a wait, it rejects with `core/aborted`
 * at once, without waiting for an attempt that ignores the signal.
 */
export async function retry<T>(
  operation: (context: AttemptContext) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const { maxAttempts = 4, maxDelayMs = DEFAULT_MAX_DELAY_MS, jitter = 0.5, random = Math.random } = options;
  const { shouldRetry = isRetryableError } = options;
  const { clock, signal, onRetry } = options;
  assertOptions(maxAttempts, jitter);

  for (let attempt = 1; ; attempt += 1) {
    if (signal?.aborted) throw coreErrors.create('core/aborted', { cause: signal.reason });
    try {
      return await untilAborted(operation({ attempt, signal }), signal);
    } catch (error) {
      if (signal?.aborted || attempt >= maxAttempts || !shouldRetry(error, attempt)) throw error;
      const retryAfterMs = retryAfterOf(error) ?? 0;
      if (retryAfterMs > maxDelayMs) throw error;
      const nominal = backoffDelay(attempt, options);
      const jittered = nominal * (1 - jitter) + nominal * jitter * random();
      const delayMs = Math.round(Math.max(jittered, retryAfterMs));
      onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs, { clock, signal });
    }
  }
}
