import { reportUncaught } from './call-listener.js';
import { createListenerSet, type ListenerSet, type ListenerSetOptions } from './listener-set.js';

/** What an open SDK listener tells the port's listeners. */
export interface SdkListenerSink<T, E> {
  /** A value the SDK listener heard. */
  emit(value: T): void;
  /** The SDK listener closed itself with an error: listeners hear it, and the next one added opens it again. */
  lost(error: E): void;
}

/** Options for {@link createSdkListeners}. */
export interface SdkListenersOptions<T, E> extends Omit<ListenerSetOptions<T>, 'onSizeChange' | 'equals'> {
  /**
   * When an event counts as a repeat of the one before, which listeners do not hear. By default none does: an SDK
   * listener reports events (a message, an update), and two equal ones are two events.
   */
  readonly equals?: (current: T, next: T) => boolean;
  /** Opens the SDK listener; returns (or resolves to) its close. */
  open(sink: SdkListenerSink<T, E>): (() => void) | Promise<() => void>;
  /** Turns an `open` that threw or rejected into the error listeners hear. */
  toError(error: unknown): E;
}

/** A port's listeners of one SDK listener, which is open exactly while they are. */
export interface SdkListeners<T, E = unknown> extends ListenerSet<T, E> {
  /** Resolves once the SDK listener is open or closed as the listeners ask, e.g. before a port reports disposed. */
  settled(): Promise<void>;
}

/**
 * Listeners over one SDK listener that is opened when the first is added and closed after the last leaves, one step
 * at a time: an open waits for the close before it, and a close for the open it undoes, so a late close never
 * removes a newer listener (StrictMode mounts twice). An open that fails, or a listener the SDK loses, is told to
 * the listeners and not kept: the next listener added opens it again. Every event reaches the listeners, one equal
 * to the event before it included, unless `equals` says otherwise.
 */
export function createSdkListeners<T, E = unknown>({
  open,
  toError,
  equals = () => false,
  ...options
}: SdkListenersOptions<T, E>): SdkListeners<T, E> {
  let close: (() => void) | undefined;
  let steps = Promise.resolve();
  let pending = false;
  let opening = 0;
  const shut = (stop: () => void) => {
    try {
      stop();
    } catch (error) {
      reportUncaught(error);
    }
  };
  const step = async () => {
    pending = false;
    const wanted = listeners.size() > 0;
    if (wanted && !close) {
      const generation = ++opening;
      const sink: SdkListenerSink<T, E> = {
        emit: (value) => generation === opening && listeners.emit(value),
        lost(error) {
          if (generation !== opening) return;
          opening += 1;
          const stop = close;
          close = undefined;
          if (stop) shut(stop);
          listeners.fail(error);
        },
      };
      let stop: () => void;
      try {
        stop = await open(sink);
      } catch (error) {
        if (generation === opening) listeners.fail(toError(error));
        return;
      }
      if (generation !== opening) shut(stop);
      else close = stop;
      if (listeners.size() === 0) reconcile();
    } else if (!wanted && close) {
      const stop = close;
      close = undefined;
      opening += 1;
      shut(stop);
    }
  };
  const reconcile = () => {
    if (pending) return;
    pending = true;
    steps = steps.then(step);
  };
  const listeners = createListenerSet<T, E>({ ...options, equals, onSizeChange: () => reconcile() });
  return { ...listeners, settled: () => steps };
}
