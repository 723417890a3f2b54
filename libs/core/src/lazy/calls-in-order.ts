import type { LazyImplementation } from './lazy-implementation.js';

/**
 * Keeps the calls of one port in the order they were made while its parts arrive: wrap each part (or the
 * implementation) with the returned function and forward to the wrapper. A call waits for the part it needs and for
 * every earlier call to have reached its own, so that a read after an unawaited write sees it even when the reads
 * chunk arrives first, as on the SDK. A load that fails holds back no later call.
 */
export function callsInOrder(): <P>(part: Pick<LazyImplementation<P>, 'load'>) => Pick<LazyImplementation<P>, 'load'> {
  let previous: Promise<unknown> = Promise.resolve();
  return (part) => ({
    load() {
      const loaded = Promise.all([part.load(), previous]).then(([implementation]) => implementation);
      previous = loaded.catch(() => undefined);
      return loaded;
    },
  });
}
