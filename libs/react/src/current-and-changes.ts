import type { SubscriptionSource } from './subscription-store.js';

/**
 * A store source for a value a port reads synchronously and reports the changes of: the value now, then each change.
 *
 * @param read - Reads the value now, e.g. `() => port.permission()`.
 * @param listen - Listens to later values and returns the function that stops listening.
 */
export const currentAndChanges =
  <T>(read: () => T, listen: (listener: (value: T) => void) => () => void): SubscriptionSource<T> =>
  (observer) => {
    const stop = listen(observer.next);
    observer.next(read());
    return stop;
  };
