import { useSubscription, type Resource, type SubscriptionSource } from '@platform/react';
import { useCallback } from 'react';
import type { RtdbConnectionState } from '../rtdb.types.js';
import { CONNECTION_KEY } from './subscription-keys.js';
import { useRtdb } from './use-rtdb.js';

/**
 * The connection to the database (`connected`, `serverTimeOffsetMs`) as a resource, kept current. Every component on
 * the same port shares one `watchConnection` listener; another port never shares it.
 */
export function useConnectionState(): Resource<RtdbConnectionState> {
  const port = useRtdb();
  const source = useCallback<SubscriptionSource<RtdbConnectionState>>(
    (observer) => port.watchConnection(observer.next, observer.error),
    [port],
  );
  return useSubscription(port, CONNECTION_KEY, source);
}
