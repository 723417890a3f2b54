import type { Resource } from './resource.js';
import type { SeedOptions, SubscriptionScope, SubscriptionStore } from './subscription-store.js';

/** A one-shot read of what a hook's source delivers first, for the server: no listener, no persistence. */
export type PrefetchRead<T> = () => Promise<T>;

/**
 * Reads `key` of `scope` once, with `read`, and seeds `store` with the value, so a render that follows shows it
 * (and `dehydrate` sends it to the browser). On the server, `store` must be the request's own. `read` must deliver
 * exactly what the hook's source delivers first, in the same shape. It never rejects: a failure comes back as an
 * `error` resource and leaves the entry `loading`, so the server renders the loading state, the browser's first
 * render agrees, and its listener tries again.
 */
export async function prefetch<T>(
  store: SubscriptionStore,
  scope: SubscriptionScope,
  key: string,
  read: PrefetchRead<T>,
  options: SeedOptions<T> = {},
): Promise<Resource<T>> {
  try {
    const data = await read();
    store.seed(scope, key, data, options);
    return { status: 'success', data };
  } catch (error) {
    return { status: 'error', error };
  }
}
