import { useSubscription, type Resource, type SubscriptionSource } from '@platform/react';
import type { RtdbQuery, RtdbSnapshot } from '../rtdb.types.js';
import { subscriptionKey } from './subscription-keys.js';
import { useRtdb } from './use-rtdb.js';

const NOTHING: RtdbSnapshot = Object.freeze({ key: null, value: null, exists: false });

/**
 * The value at `path` (narrowed by `query`) as a `loading | success | error` resource, kept current. Components on
 * the same port, path and query share one listener. A `null` path opens no listener and reads as nothing there.
 */
export function useValue(path: string | null, query?: RtdbQuery): Resource<RtdbSnapshot> {
  const port = useRtdb();
  const key = path === null ? 'rtdb:value:none' : subscriptionKey('value', path, query);
  // The store opens the source only for a new port and key, and reads the latest one then, so it needs no memo.
  const source: SubscriptionSource<RtdbSnapshot> = (observer) => {
    if (path === null) {
      observer.next(NOTHING);
      return () => undefined;
    }
    return port.onValue(path, observer.next, observer.error, query);
  };
  return useSubscription(port, key, source);
}
