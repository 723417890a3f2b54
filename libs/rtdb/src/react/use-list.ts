import { useSubscription, type Resource, type SubscriptionSource } from '@platform/react';
import type { RtdbQuery } from '../rtdb.types.js';
import { applyChildEvent, type RtdbListItem } from './list-items.js';
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
    let items = EMPTY;
    let loaded = false;
    const stopChildren = port.onChild(
      path,
      (event) => {
        items = applyChildEvent(items, event);
        if (loaded) observer.next(items);
      },
      observer.error,
      query,
    );
    // The SDK raises a location's child events before its value event: the first value means the list is complete.
    const stopValue = port.onValue(
      path,
      () => {
        if (loaded) return;
        loaded = true;
        observer.next(items);
      },
      observer.error,
      query,
    );
    return () => {
      stopChildren();
      stopValue();
    };
  };
  return useSubscription(port, key, source);
}
