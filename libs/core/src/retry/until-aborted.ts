import { abortedError } from '../time/sleep.js';

/**
 * Settles with `work`, or rejects with `core/aborted` as soon as `signal` fires,
 * without waiting for work that ignores the signal. A failure of `work` after the
 * signal fired is reported as the abort, too.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortedError(signal));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? abortedError(signal) : error);
      },
    );
  });
}
