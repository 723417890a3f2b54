import { useSubscription, type Resource, type SubscriptionSource } from '@platform/react';
import type { RtdbQuery } from '../rtdb.types.js';
import { watchList, type RtdbListItem } from '../internal/list-items.js';
import { subscriptionKey } from './subscription-keys.js';
import { useRtdb } from './use-rtdb.js';

const EMPTY: readonly RtdbListItem[] = Object.freeze([]);

/**
 * The children at `path`, in `query`'s order, with their keys, kept current by child events. It is `loading` until
 * the location's first value arrives, then a success (an empty list for an empty location) that each child event
 * updates. Components on the same port, path and query share one pair of listeners; a `null` path opens none and
 * reads as an empty list.
 */
export function useList(path: string | null, query?: RtdbQuery): Resource<readonly RtdbListItem[]> {
  const port = useRtdb();
  const key = path === null ? 'rtdb:list:none' : subscriptionKey('list', path, query);
  // The store opens the source only for a new port and key, and reads the latest one then, so it needs no memo.
  const source: SubscriptionSource<readonly RtdbListItem[]> = (observer) => {
    if (path === null) {
      observer.next(EMPTY);
      return () => undefined;
    }
    return watchList(port, path, query, observer.next, observer.error);
  };
  return useSubscription(port, key, source);
}
