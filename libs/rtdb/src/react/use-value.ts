import { useSubscription, type Resource, type SubscriptionSource } from '@platform/react';
import { useCallback } from 'react';
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
  const source = useCallback<SubscriptionSource<RtdbSnapshot>>(
    (observer) => {
      if (path === null) {
        observer.next(NOTHING);
        return () => undefined;
      }
      return port.onValue(path, observer.next, observer.error, query);
    },
    // The key already names the path and query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [port, key],
  );
  return useSubscription(port, key, source);
}
