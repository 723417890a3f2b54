import { PlatformError } from './platform-error.js';

/** The two errors of a lazy port's lifecycle, which its eager facade raises without the library's catalogue. */
export interface LifecycleErrors<S extends string> {
  /** The messages, by code, for the library's catalogue to reuse. */
  readonly messages: { readonly [K in `${S}/unavailable` | `${S}/disposed`]: string };
  /** `<service>/unavailable`: the implementation chunk (or the SDK with it) did not arrive. */
  unavailable(cause: unknown): PlatformError<`${S}/unavailable`>;
  /** `<service>/disposed`: the port was used after `dispose()`. */
  disposed(): PlatformError<`${S}/disposed`>;
}

/**
 * A library's lifecycle errors, e.g. `lifecycleErrors('rtdb', { unavailable: '…', disposed: '…' })`. The messages
 * live with the facade rather than only in the catalogue, whose messages would all become eager bytes.
 */
export function lifecycleErrors<const S extends string>(
  service: S,
  messages: { readonly unavailable: string; readonly disposed: string },
): LifecycleErrors<S> {
  const unavailable = `${service}/unavailable` as const;
  const disposed = `${service}/disposed` as const;
  return {
    messages: { [unavailable]: messages.unavailable, [disposed]: messages.disposed } as LifecycleErrors<S>['messages'],
    unavailable: (cause) => new PlatformError(unavailable, messages.unavailable, { cause }),
    disposed: () => new PlatformError(disposed, messages.disposed),
  };
}
