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
  const toListener = onError && ((error: Error) => onError(error as E));
  if (implementation.current() || implementation.isDisposed()) return implementation.whenLoaded(attach, toListener);
  let active = true;
  // `load()` rejects only with the lazy implementation's typed error.
  implementation.load().catch((error: unknown) => active && onError?.(error as E));
  const detach = implementation.whenLoaded(attach, toListener);
  return () => {
    active = false;
    detach();
  };
}
