import { systemClock, type PlatformError, type TimerHandle } from '@platform/core';
import { storageErrors, type StorageErrorCode } from '../storage.errors.js';

/**
 * How long a call may go without an answer from Storage by default: 10 minutes, `firebase/storage`'s own limit for
 * retrying an upload.
 */
export const DEFAULT_STALL_TIMEOUT_MS = 600_000;

/** `storage/retry-limit-exceeded`: Storage did not answer `operation` for `timeoutMs`. */
export const stalledError = (timeoutMs: number, operation: string): PlatformError<StorageErrorCode> =>
  storageErrors.create('storage/retry-limit-exceeded', { customData: { operation, timeoutMs } });

/** Checks the configured timeout: a whole number of milliseconds, 1 or more. */
export function checkStallTimeout(timeoutMs: number): number {
  if (!(Number.isSafeInteger(timeoutMs) && timeoutMs > 0))
    throw storageErrors.create('storage/invalid-argument', {
      customData: { reason: 'stallTimeoutMs must be a whole number above 0', timeoutMs },
    });
  return timeoutMs;
}

/** A timer that calls `onStall` once its time passes without a `restart()`. */
export interface StallTimer {
  /** Starts the wait again, from now. */
  restart(): void;
  /** Stops waiting until the next `restart()`. */
  stop(): void;
}

/** Creates a {@link StallTimer}, stopped; on the system clock, so that fake timers drive it in tests. */
export function createStallTimer(timeoutMs: number, onStall: () => void): StallTimer {
  let handle: TimerHandle;
  const stop = () => systemClock.clearTimeout(handle);
  return {
    restart() {
      stop();
      handle = systemClock.setTimeout(onStall, timeoutMs);
    },
    stop,
  };
}

/** Settles as `work` does, or rejects with {@link stalledError} once `timeoutMs` passes first. */
export function settleWithin<T>(work: Promise<T>, timeoutMs: number, operation: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = createStallTimer(timeoutMs, () => reject(stalledError(timeoutMs, operation)));
    timer.restart();
    void work.then(resolve, reject).finally(timer.stop);
  });
}
