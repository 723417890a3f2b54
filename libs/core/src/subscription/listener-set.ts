import { createSubscribable, type SubscribableOptions } from './subscribable.js';

/** Options for {@link createListenerSet}. */
export interface ListenerSetOptions<T> extends SubscribableOptions<T> {
  /** Runs after every add, removal and `close()`, for an adapter that opens its source only while someone listens. */
  readonly onSizeChange?: () => void;
}

/** The listeners of one kind of event of a port, with the platform's error policy, that can be closed for good. */
export interface ListenerSet<T, E = unknown> {
  /** Adds a listener for later events and, if given, failures; a no-op once closed. Returns its removal. */
  add(next: (value: T) => void, error?: (error: E) => void): () => void;
  /** Tells every listener about `value`, unless the options' `equals` finds it unchanged. */
  emit(value: T): void;
  /** Tells every listener with an error callback about a failure. */
  fail(error: E): void;
  /** How many listeners there are; 0 once closed. */
  size(): number;
  /** Silences every listener for good (the port was disposed). */
  close(): void;
}

/**
 * A {@link ListenerSet} over {@link createSubscribable}: a listener that throws
 * is reported and the others are still told. Listeners hear only what is
 * emitted after they were added.
 */
export function createListenerSet<T, E = unknown>({
  onSizeChange = () => undefined,
  ...options
}: ListenerSetOptions<T> = {}): ListenerSet<T, E> {
  const none: unique symbol = Symbol('none');
  const events = createSubscribable<T | typeof none, E>(none, {
    equals: (current, next) => current !== none && next !== none && (options.equals ?? Object.is)(current, next),
  });
  let closed = false;
  return {
    add(next, error) {
      if (closed) return () => undefined;
      const stop = events.subscribe((value) => value !== none && next(value), error);
      onSizeChange();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        stop();
        onSizeChange();
      };
    },
    emit(value) {
      if (!closed) events.emit(value);
    },
    fail(error) {
      if (!closed) events.fail(error);
    },
    size: () => (closed ? 0 : events.size()),
    close() {
      closed = true;
      onSizeChange();
    },
  };
}
