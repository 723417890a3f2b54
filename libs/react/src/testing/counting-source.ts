import type { SubscriptionObserver, SubscriptionSource } from '../subscription-store.js';

/** A source for tests that counts how often it was opened and pushes values or failures on demand. */
export function createCountingSource<T = string>() {
  const observers = new Set<SubscriptionObserver<T>>();
  let opened = 0;
  const source: SubscriptionSource<T> = (observer) => {
    opened += 1;
    observers.add(observer);
    return () => observers.delete(observer);
  };
  return {
    source,
    /** How many times the source was opened. */
    opened: () => opened,
    /** How many openings are still open. */
    open: () => observers.size,
    emit: (value: T) => observers.forEach((o) => o.next(value)),
    fail: (error: unknown) => observers.forEach((o) => o.error(error)),
  };
}
