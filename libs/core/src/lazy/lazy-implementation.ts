import { callListener, reportUncaught } from '../subscription/call-listener.js';
import { isPlatformError } from '../errors/platform-error.js';
import type { LifecycleErrors } from '../errors/lifecycle-errors.js';

/** An implementation that is loaded on first use and shared afterwards: the core of a lazy adapter facade. */
export interface LazyImplementation<T> {
  /** The implementation, once loaded; `undefined` before, and again once disposed. */
  current(): T | undefined;
  /**
   * Loads the implementation, once; later calls share the load. A failed load rejects with the facade's typed
   * error and is forgotten, so the next call tries again. Once disposed, rejects with the disposed error, and so
   * does a load that was in flight when `dispose()` was called.
   */
  load(): Promise<T>;
  /**
   * Runs `attach` on the implementation at once when it is loaded, or when it arrives; does not start the load.
   * Returns the detach, which works before the implementation arrives too. An `attach` that throws reaches
   * `onError` (as a typed error), or is reported; it never fails the load. Nothing attaches once disposed.
   */
  whenLoaded(attach: (implementation: T) => () => void, onError?: (error: Error) => void): () => void;
  /** Whether `dispose()` was called. */
  isDisposed(): boolean;
  /**
   * Refuses every later call, waits for a load in flight and releases what it loaded (its `dispose()`). Calling it
   * again shares the first call's work.
   */
  dispose(): Promise<void>;
}

/** Options for {@link lazyImplementation}. */
export interface LazyImplementationOptions {
  /**
   * The library's lifecycle errors: a failed load becomes `<service>/unavailable` (a typed error passes through),
   * a call after `dispose()` `<service>/disposed`.
   */
  readonly errors?: LifecycleErrors<string>;
  /** Turns a failed load (a chunk that did not arrive) into the library's typed error, for a port without `errors`. */
  readonly toError?: (error: unknown) => Error;
}

interface Disposable {
  dispose?(): Promise<void> | void;
}

/**
 * Wraps the loader of an implementation module, e.g.
 * `() => import('./firebase-auth.js').then((m) => m.createAuthImplementation(deps))`,
 * for a facade whose methods forward to it.
 */
export function lazyImplementation<T>(
  load: () => Promise<T>,
  { errors, toError = (error) => (isPlatformError(error) ? error : (errors?.unavailable(error) ?? toErrorValue(error))) }:
    LazyImplementationOptions,
): LazyImplementation<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  let arriving: Promise<T | undefined> | undefined;
  let disposing: Promise<void> | undefined;
  const waiting = new Set<(implementation: T) => void>();
  const disposedError = () => errors?.disposed() ?? new Error('The port has been disposed.');
  const typed = (error: unknown): Error => (isPlatformError(error) ? error : toError(error));

  return {
    current: () => loaded,
    load() {
      if (disposing) return Promise.reject(disposedError());
      if (loading) return loading;
      const raw = load();
      arriving = raw.catch(() => undefined);
      loading = raw.then(
        (implementation) => {
          if (disposing) throw disposedError();
          loaded = implementation;
          for (const arrive of [...waiting]) arrive(implementation);
          waiting.clear();
          return implementation;
        },
        (error: unknown) => {
          loading = undefined;
          arriving = undefined;
          throw disposing ? disposedError() : toError(error);
        },
      );
      return loading;
    },
    whenLoaded(attach, onError) {
      if (disposing) return () => undefined;
      const safely = (implementation: T): (() => void) => {
        try {
          return attach(implementation);
        } catch (error) {
          if (onError) callListener(onError, typed(error));
          else reportUncaught(error);
          return () => undefined;
        }
      };
      if (loaded) return safely(loaded);
      let detach: (() => void) | undefined;
      const arrive = (implementation: T) => {
        detach = safely(implementation);
      };
      waiting.add(arrive);
      return () => {
        waiting.delete(arrive);
        detach?.();
      };
    },
    isDisposed: () => disposing !== undefined,
    dispose() {
      disposing ??= (async () => {
        waiting.clear();
        const implementation = loaded ?? (await arriving);
        loaded = undefined;
        await (implementation as Disposable | undefined)?.dispose?.();
      })();
      return disposing;
    },
  };
}

function toErrorValue(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
