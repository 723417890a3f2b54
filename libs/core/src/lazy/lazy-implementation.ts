import { callListener } from '../subscription/call-listener.js';
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
   * Returns the detach, which works before the implementation arrives too. An `attach` that throws as the
   * implementation arrives is reported as uncaught; it never fails the load. Nothing attaches once `dispose()` was
   * called, even while the implementation is being released.
   */
  whenLoaded(attach: (implementation: T) => () => void): () => void;
  /** Whether `dispose()` was called. */
  isDisposed(): boolean;
  /**
   * Refuses every later call, waits for a load in flight and releases what it loaded: the parts, then the
   * implementation (their `dispose()`), each even when another's release fails. Resolves once all are released, or
   * rejects with the first release that failed. Calling it again shares the first call's work.
   */
  dispose(): Promise<void>;
  /**
   * A part of the implementation in a chunk of its own, so that a call pays only for the part it uses, e.g.
   * `() => import('./uploads.js').then((chunk) => chunk.createUploads)`, whose function makes the part from the
   * implementation. Loading it fetches the implementation and the part's chunk at once, in one round of chunk loading.
   * It shares this lifecycle: a failed load is typed and retried, and `dispose()` releases the part (its `dispose()`,
   * if it has one) before the implementation, and refuses every later call.
   */
  part<P>(load: () => Promise<(implementation: T) => P>): LazyImplementation<P>;
}

/**
 * An implementation that asks for its parts once it has loaded: {@link lazyImplementation} hands it every part of
 * its own, e.g. to `prefetchWhenIdle`, so that a port whose first calls must work offline has their code.
 */
export interface PrefetchingImplementation {
  /** Called once the implementation has loaded, with its parts (loaded or not). */
  prefetch(parts: readonly Pick<LazyImplementation<unknown>, 'load'>[]): void;
}

/** Options for {@link lazyImplementation}. */
export interface LazyImplementationOptions {
  /**
   * The library's lifecycle errors: a failed load becomes `<service>/unavailable` (a typed error passes through),
   * a call after `dispose()` `<service>/disposed`. A port that is disposed needs them.
   */
  readonly errors?: LifecycleErrors<string>;
  /** Turns a failed load (a chunk that did not arrive) into the library's typed error, for a port without `errors`. */
  readonly toError?: (error: unknown) => Error;
}

/**
 * Wraps the loader of an implementation module, e.g.
 * `() => import('./firebase-auth.js').then((m) => m.createAuthImplementation(deps))`,
 * for a facade whose methods forward to it. An implementation with a `prefetch` member
 * ({@link PrefetchingImplementation}) is handed the parts once it has loaded. Every byte here is in each facade's
 * eager part.
 */
export function lazyImplementation<T>(
  load: () => Promise<T>,
  options: LazyImplementationOptions,
): LazyImplementation<T> {
  const errors = options.errors as LifecycleErrors<string>;
  const toError = options.toError ?? ((error: unknown) => (isPlatformError(error) ? error : errors.unavailable(error)));
  const parts: LazyImplementation<unknown>[] = [];
  const waiting = new Set<(implementation: T) => void>();
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  /** What the latest load brings, `undefined` if it fails: what `dispose()` releases, even when it arrives late. */
  let arriving: Promise<T | undefined> = Promise.resolve(undefined);
  let disposing: Promise<void> | undefined;

  const refuse = () => Promise.reject(errors.disposed());

  const arrive = (implementation: T): T => {
    loaded = implementation;
    // A listener whose attach throws is reported; it does not fail the load for everyone else.
    for (const attach of waiting) callListener(attach, implementation);
    waiting.clear();
    (implementation as Partial<PrefetchingImplementation>).prefetch?.(parts);
    return implementation;
  };

  const startLoad = (): Promise<T> => {
    const fetched = load();
    arriving = fetched.catch(() => undefined);
    return fetched.then(
      // Disposed while it was on the way: `dispose()` releases what arrived, and the call is refused.
      (implementation) => (disposing ? refuse() : arrive(implementation)),
      (error: unknown) => {
        loading = undefined;
        return disposing ? refuse() : Promise.reject(toError(error));
      },
    );
  };

  /** Releases the parts, then the implementation, each even when another fails; rejects with the first failure. */
  const releaseAll = async (): Promise<void> => {
    waiting.clear();
    const released = await Promise.allSettled(parts.map((part) => part.dispose()));
    const failures = released.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    const implementation = await arriving;
    loaded = undefined;
    try {
      await (implementation as { dispose?(): Promise<void> } | undefined)?.dispose?.();
    } catch (error) {
      failures.push(error);
    }
    if (failures.length > 0) throw failures[0];
  };

  const self: LazyImplementation<T> = {
    current: () => loaded,
    load() {
      if (disposing) return refuse();
      loading ??= startLoad();
      return loading;
    },
    whenLoaded(attach) {
      if (disposing) return () => undefined;
      if (loaded) return attach(loaded);
      let detach: (() => void) | undefined;
      const attachOnArrival = (implementation: T) => {
        detach = attach(implementation);
      };
      waiting.add(attachOnArrival);
      return () => {
        waiting.delete(attachOnArrival);
        detach?.();
      };
    },
    isDisposed: () => disposing !== undefined,
    dispose() {
      disposing ??= releaseAll();
      return disposing;
    },
    part(loadPart) {
      const loadWithImplementation = async () => {
        const [implementation, make] = await Promise.all([self.load(), loadPart()]);
        return make(implementation);
      };
      const part = lazyImplementation(loadWithImplementation, { errors, toError });
      parts.push(part as LazyImplementation<unknown>);
      if (disposing) void part.dispose();
      return part;
    },
  };
  return self;
}
