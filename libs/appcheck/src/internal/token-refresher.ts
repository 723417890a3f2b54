import type { Clock, TimerHandle } from '@platform/core';

/** Refreshes a token in the background on a clock. */
export interface TokenRefresher {
  /** Starts refreshing; a no-op when already running. */
  start(): void;
  /** Stops refreshing and cancels the pending run. */
  stop(): void;
  /** Whether it is running. */
  isRunning(): boolean;
}

/** When a {@link TokenRefresher} refreshes: the SDK's schedule, from `APPCHECK_TIMINGS`. */
export interface RefreshSchedule {
  /** The wait before the next refresh after a success (and before the first one). */
  readonly nextDelay: () => number;
  /** The first wait before retrying a failed refresh; it doubles on each failure. */
  readonly retryMinMs: number;
  /** The longest wait between retries. */
  readonly retryMaxMs: number;
}

/** What a {@link TokenRefresher} needs. */
export interface TokenRefresherOptions extends RefreshSchedule {
  /** The clock the refreshes are scheduled on. */
  readonly clock: Clock;
  /** Refreshes the token; a rejection schedules a retry with back-off. */
  readonly refresh: () => Promise<unknown>;
}

/**
 * Creates a refresher that follows the SDK's schedule: after a success it waits
 * `nextDelay()`, after a failure `retryMinMs` (30 s), doubling up to `retryMaxMs` (16 min).
 */
export function createTokenRefresher({
  clock,
  refresh,
  nextDelay,
  retryMinMs: refreshRetryMinMs,
  retryMaxMs: refreshRetryMaxMs,
}: TokenRefresherOptions): TokenRefresher {
  let generation = 0;
  let running = false;
  let handle: TimerHandle | undefined;
  let retryWait: number = refreshRetryMinMs;

  const schedule = (ms: number, run: number) => {
    handle = clock.setTimeout(() => {
      handle = undefined;
      refresh().then(
        () => {
          if (run !== generation) return;
          retryWait = refreshRetryMinMs;
          schedule(nextDelay(), run);
        },
        () => {
          if (run !== generation) return;
          const wait = retryWait;
          retryWait = Math.min(retryWait * 2, refreshRetryMaxMs);
          schedule(wait, run);
        },
      );
    }, ms);
  };

  return {
    start() {
      if (running) return;
      running = true;
      retryWait = refreshRetryMinMs;
      schedule(nextDelay(), generation);
    },
    stop() {
      if (!running) return;
      running = false;
      generation += 1;
      if (handle !== undefined) clock.clearTimeout(handle);
      handle = undefined;
    },
    isRunning: () => running,
  };
}
