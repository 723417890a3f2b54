import { PlatformError } from './platform-error.js';

/** The two errors of a lazy port's lifecycle, which its eager facade raises without the library's catalogue. */
export interface LifecycleErrors<S extends string> {
  /**
   * `<service>/unavailable`: the implementation chunk (or the SDK with it) did not arrive; `customData.reason` is
   * `'load-failed'`.
   */
  unavailable(cause: unknown): PlatformError<`${S}/unavailable`>;
  /** `<service>/disposed`: the port was used after `dispose()`. */
  disposed(): PlatformError<`${S}/disposed`>;
}

/**
 * A library's lifecycle errors, e.g. `lifecycleErrors('rtdb', UNAVAILABLE_MESSAGE, DISPOSED_MESSAGE)`. The messages
 * live with the facade, and the catalogue reuses them, because the catalogue's own messages would all be eager bytes.
 */
export const lifecycleErrors = <const S extends string>(
  service: S,
  unavailable: string,
  disposed: string,
): LifecycleErrors<S> => ({
  unavailable: (cause) =>
    new PlatformError(`${service}/unavailable`, unavailable, { cause, customData: { reason: 'load-failed' } }),
  disposed: () => new PlatformError(`${service}/disposed`, disposed),
});
