import { prefetch, type Resource, type SubscriptionStore } from '@platform/react';
import type { RtdbPort } from '../rtdb.port.js';
import type { RtdbReadOptions, RtdbSnapshot } from '../rtdb.types.js';
import { subscriptionKey } from './subscription-keys.js';

/**
 * Reads the value at `path` once (`read`, with its REST fallback, no listener) into `store`, the request's own, so a
 * server render of `useValue(path)` shows it and `dehydrate` sends it to the browser. Resolves with the outcome; it
 * never rejects. `signal` ends the read.
 */
export function prefetchValue(
  store: SubscriptionStore,
  port: RtdbPort,
  path: string,
  options: RtdbReadOptions = {},
): Promise<Resource<RtdbSnapshot>> {
  return prefetch(store, port, subscriptionKey('value', path, undefined), async () => {
    const { key, value, exists } = await port.read(path, options);
    return { key, value, exists };
  });
}
