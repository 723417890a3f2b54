import type { LazyImplementation } from './lazy-implementation.js';

/**
 * A facade's listener: attached to the implementation at once when it is loaded, or when it arrives (starting the
 * load). `onError` hears a failed load, with the lazy implementation's typed error, unless the listener was detached
 * first, and an `attach` that throws. Once the port is disposed nothing attaches. The returned function detaches,
 * before or after the implementation arrives.
 */
export function listenWhenLoaded<T, E = Error>(
  implementation: Pick<LazyImplementation<T>, 'current' | 'load' | 'whenLoaded' | 'isDisposed'>,
  attach: (implementation: T) => () => void,
  onError?: (error: E) => void,
): () => void {
  // An attach that throws (a closed SDK client) is this listener's error, not the port's.
  const attachOrFail = (loaded: T) => {
    try {
      return attach(loaded);
    } catch (error) {
      if (!onError) throw error;
      onError(error as E);
      return () => undefined;
    }
  };
  if (implementation.current() || implementation.isDisposed()) return implementation.whenLoaded(attachOrFail);
  let active = true;
  // `load()` rejects only with the lazy implementation's typed error.
  implementation.load().catch((error: unknown) => active && onError?.(error as E));
  const detach = implementation.whenLoaded(attachOrFail);
  return () => {
    active = false;
    detach();
  };
}
