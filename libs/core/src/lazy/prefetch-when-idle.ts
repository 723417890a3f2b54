import type { PrefetchingImplementation } from './lazy-implementation.js';
import { whenIdle } from './when-idle.js';

/**
 * Loads `parts` while the browser is idle, so that a part's first call made offline finds its code, e.g. as the
 * `prefetch` member of an implementation ({@link PrefetchingImplementation}) whose SDK keeps writes made offline. A
 * part that cannot load (offline, or disposed meanwhile) is left to its first call. Lazy code: an implementation
 * imports it, so a facade's eager part never holds it.
 */
export const prefetchWhenIdle: PrefetchingImplementation['prefetch'] = (parts) => {
  whenIdle(() => {
    for (const part of parts) part.load().catch(() => undefined);
  });
};
