import type { LazyImplementation } from '@platform/core';

/**
 * Loads of the adapter's parts that reach their implementation in the order the calls were made, so that a `get`
 * made after a `set` sees it even when the reads arrive before the writes, as it would on the SDK. A load that fails
 * holds back no later call.
 */
export function inCallOrder(): <P>(part: LazyImplementation<P>) => Pick<LazyImplementation<P>, 'load'> {
  let previous: Promise<unknown> = Promise.resolve();
  return (part) => ({
    load() {
      const loaded = Promise.all([part.load(), previous]).then(([implementation]) => implementation);
      previous = loaded.catch(() => undefined);
      return loaded;
    },
  });
}
