import { coreErrors } from '../errors/core.errors.js';
import { abortedError, type WaitOptions } from './sleep.js';
import { systemClock } from './clock.js';

/** Options for {@link withTimeout}. */
export interface TimeoutOptions extends WaitOptions {
  /** Builds the rejection; a `core/timeout` error with `customData.timeoutMs` by default. */
  readonly onTimeout?: (timeoutMs: number) => Error;
}

/**
 * Settles with `work`, or rejects once `timeoutMs` has passed.
 *
 * When `work` is a function it receives an `AbortSignal` that fires on timeout
 * or cancellation, so the underlying request can stop too.
 */
export function withTimeout<T>(
  work: Promise<T> | ((signal: AbortSignal) => Promise<T>),
  timeoutMs: number,
  { clock = systemClock, signal, onTimeout }: TimeoutOptions = {},
): Promise<T> {
  if (!Number.isFinite(timeoutMs) || timeoutMs < 0) {
    return Promise.reject(
      coreErrors.create('core/invalid-argument', {
        message: `A timeout must be a non-negative number of milliseconds; got ${String(timeoutMs)}.`,
        customData: { timeoutMs },
      }),
    );
  }
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const settle = (finish: () => void) => {
      clock.clearTimeout(handle);
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    const fail = (error: Error) => {
      controller.abort(error);
      settle(() => reject(error));
    };
    const onAbort = () => fail(abortedError(signal as AbortSignal));
    const handle = clock.setTimeout(
      () =>
        fail(
          onTimeout?.(timeoutMs) ??
            coreErrors.create('core/timeout', {
              message: `The operation did not finish within ${timeoutMs} ms.`,
              customData: { timeoutMs },
            }),
        ),
      timeoutMs,
    );
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    let pending: Promise<T>;
    try {
      pending = typeof work === 'function' ? work(controller.signal) : work;
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}
