import { coreErrors } from '../errors/core.errors.js';
import { systemClock, type Clock } from './clock.js';

/** Options shared by everything that waits. */
export interface WaitOptions {
  /** The clock to wait on; {@link systemClock} by default. */
  readonly clock?: Clock;
  /** Cancels the wait; the promise then rejects with `core/aborted`. */
  readonly signal?: AbortSignal;
}

/** The `core/aborted` error for a signal, keeping its reason as the cause. */
export function abortedError(signal: AbortSignal) {
  return coreErrors.create('core/aborted', { cause: signal.reason });
}

/** Resolves after `ms` milliseconds on the given clock, or rejects with `core/aborted`. */
export function sleep(ms: number, { clock = systemClock, signal }: WaitOptions = {}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError(signal));
      return;
    }
    const onAbort = () => {
      clock.clearTimeout(handle);
      reject(abortedError(signal as AbortSignal));
    };
    const handle = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
