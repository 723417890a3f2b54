import type { SubscriptionSource } from '@platform/react';
import type { Unsubscribe } from '../messaging.types.js';

/** A store source for a value the port reads synchronously and reports changes of: the value now, then each change. */
export const currentAndChanges =
  <T>(read: () => T, listen: (listener: (value: T) => void) => Unsubscribe): SubscriptionSource<T> =>
  (observer) => {
    const stop = listen(observer.next);
    observer.next(read());
    return stop;
  };
