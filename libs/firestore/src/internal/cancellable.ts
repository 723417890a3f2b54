import { firestoreErrors } from '../firestore.errors.js';

/** Waits for `wait`, or rejects with `firestore/cancelled` as soon as `signal` aborts. */
export function cancellable(wait: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return wait;
  return new Promise<void>((resolve, reject) => {
    const onAbort = () =>
      reject(
        firestoreErrors.create('firestore/cancelled', { cause: signal.reason, customData: { reason: 'aborted' } }),
      );
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    wait.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
