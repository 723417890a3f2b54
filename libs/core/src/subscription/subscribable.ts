import { callListener } from './call-listener.js';

/** Removes a listener; calling it again is harmless. */
export type Unsubscribe = () => void;

/** Options for {@link createSubscribable}. */
export interface SubscribableOptions<T> {
  /**
   * When a new value counts as unchanged: `emit` ignores it and keeps the
   * current one (and its identity). `Object.is` by default, as React compares snapshots.
   */
  readonly equals?: (current: T, next: T) => boolean;
}

/**
 * Listeners of a value that changes over time and can fail with errors of type `E`. The one
 * primitive behind every platform subscription: auth state, App Check tokens
 * and the React store's entries.
 *
 * Error policy: a listener that throws is reported (`reportError`, else
 * `console.error`) and the remaining listeners are still told.
 */
export interface Subscribable<T, E = unknown> {
  /** The current value: the initial one until a different value is emitted. */
  get(): T;
  /**
   * Adds a listener for later values and, if `error` is given, failures. It is
   * not called with the current value; read {@link Subscribable.get} for that.
   * Returns the function that removes it (calling it twice is harmless).
   */
  subscribe(next: (value: T) => void, error?: (error: E) => void): () => void;
  /** Makes `value` current and tells every listener, unless it equals the current value. Returns whether it did. */
  emit(value: T): boolean;
  /** Tells every listener that has an `error` callback about a failure; the current value is kept. */
  fail(error: E): void;
  /** How many listeners there are. */
  size(): number;
}

interface Listener<T, E> {
  readonly next: (value: T) => void;
  readonly error?: (error: E) => void;
}

/** Creates a {@link Subscribable} holding `initial`. */
export function createSubscribable<T, E = unknown>(
  initial: T,
  { equals = Object.is }: SubscribableOptions<T> = {},
): Subscribable<T, E> {
  let current = initial;
  const listeners = new Set<Listener<T, E>>();
  // A snapshot of the set, so listeners added while notifying wait for the next change
  // and listeners removed while notifying are skipped.
  const each = (tell: (listener: Listener<T, E>) => void) => {
    for (const listener of [...listeners]) if (listeners.has(listener)) callListener(tell, listener);
  };
  return {
    get: () => current,
    subscribe(next, error) {
      const listener: Listener<T, E> = { next, error };
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value) {
      if (equals(current, value)) return false;
      current = value;
      each((listener) => listener.next(value));
      return true;
    },
    fail(error) {
      each((listener) => listener.error?.(error));
    },
    size: () => listeners.size,
  };
}
