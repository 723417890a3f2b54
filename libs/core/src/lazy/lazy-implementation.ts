/** An implementation that is loaded on first use and shared afterwards: the core of a lazy adapter facade. */
export interface LazyImplementation<T> {
  /** The implementation, once loaded; `undefined` before. */
  current(): T | undefined;
  /**
   * Loads the implementation, once; later calls share the load. A failed load
   * rejects with the facade's typed error and is forgotten, so the next call tries again.
   */
  load(): Promise<T>;
  /**
   * Runs `attach` on the implementation at once when it is loaded, or when it
   * arrives; does not start the load. Returns the detach, which works before
   * the implementation arrives too.
   */
  whenLoaded(attach: (implementation: T) => () => void): () => void;
}

/** Options for {@link lazyImplementation}. */
export interface LazyImplementationOptions {
  /** Turns a failed load (a chunk that did not arrive) into the library's typed error. */
  readonly toError: (error: unknown) => Error;
}

/**
 * Wraps the loader of an implementation module, e.g.
 * `() => import('./firebase-auth.js').then((m) => m.createFirebaseAuth(deps))`,
 * for a facade whose methods forward to it.
 */
export function lazyImplementation<T>(
  load: () => Promise<T>,
  { toError }: LazyImplementationOptions,
): LazyImplementation<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const waiting = new Set<(implementation: T) => void>();

  return {
    current: () => loaded,
    load() {
      loading ??= load().then(
        (implementation) => {
          loaded = implementation;
          for (const arrive of [...waiting]) arrive(implementation);
          waiting.clear();
          return implementation;
        },
        (error: unknown) => {
          loading = undefined;
          throw toError(error);
        },
      );
      return loading;
    },
    whenLoaded(attach) {
      if (loaded) return attach(loaded);
      let detach: (() => void) | undefined;
      const arrive = (implementation: T) => {
        detach = attach(implementation);
      };
      waiting.add(arrive);
      return () => {
        waiting.delete(arrive);
        detach?.();
      };
    },
  };
}
