import { systemClock, type PlatformError, type TimerHandle } from '@platform/core';
import { storageErrors, type StorageErrorCode } from '../storage.errors.js';

/**
 * How long a call may go without an answer from Storage by default: 10 minutes, `firebase/storage`'s own limit for
 * retrying an upload.
 */
export const DEFAULT_STALL_TIMEOUT_MS = 10 * 60 * 1000;

/** `storage/retry-limit-exceeded`: Storage did not answer for `timeoutMs`. */
export const stalledError = (timeoutMs: number, operation: string): PlatformError<StorageErrorCode> =>
  storageErrors.create('storage/retry-limit-exceeded', {
    customData: { operation, timeoutMs, reason: `Storage did not answer for ${timeoutMs} ms` },
  });

/** Checks the configured timeout: a whole number of milliseconds, 1 or more. */
export function checkStallTimeout(timeoutMs: number): number {
  if (!(Number.isSafeInteger(timeoutMs) && timeoutMs >= 1))
    throw storageErrors.create('storage/invalid-argument', {
      customData: { reason: 'stallTimeoutMs must be a whole number of milliseconds, 1 or more', timeoutMs },
    });
  return timeoutMs;
}

/** A timer that calls `onStall` once `timeoutMs` passes without a `restart()`. */
export interface StallTimer {
  /** Starts the wait again, from now. */
  restart(): void;
  /** Stops waiting until the next `restart()`. */
  stop(): void;
}

/** Creates a {@link StallTimer}, stopped; on the system clock, so that fake timers drive it in tests. */
export function createStallTimer(timeoutMs: number, onStall: () => void): StallTimer {
  let handle: TimerHandle | undefined;
  const stop = () => {
    if (handle !== undefined) systemClock.clearTimeout(handle);
    handle = undefined;
  };
  return {
    restart() {
      stop();
      handle = systemClock.setTimeout(() => {
        handle = undefined;
        onStall();
      }, timeoutMs);
    },
    stop,
  };
}
