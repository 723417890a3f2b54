import { useSubscription, type SubscriptionSource } from '@platform/react';
import type { QuerySnapshot } from '../firestore.types.js';
import { asQuery } from '../internal/as-query.js';
import { useQueryKey } from './use-query-key.js';
import type { Query } from '../model/query.js';
import type { CollectionRef } from '../model/refs.js';
import { skipConfirmations } from './seeded-confirmation.js';
import { IDLE, IDLE_KEY, idleSource, type FirestoreResource, type HookOptions } from './resource.js';
import { useFirestore } from './use-firestore.js';

/**
 * A query's result, kept current: `loading`, then `success` with its snapshot (an empty result is a success with
 * no documents), or `error` with a typed error. The key is the query's content, so a query built inline on every
 * render keeps its listener, and components on the same query share one. When the query changes, the hook reports
 * the new one's `loading` rather than the old one's data. A `null` query (or `enabled: false`) reports `idle`.
 */
export function useQuery<T>(
  source: Query<T> | CollectionRef<T, unknown> | null,
  options: HookOptions = {},
): FirestoreResource<QuerySnapshot<T>> {
  const port = useFirestore();
  const query = source === null || options.enabled === false ? null : asQuery(source);
  const stable = useQueryKey(query);
  const key = query && stable !== null ? stable : IDLE_KEY;
  const subscribe: SubscriptionSource<QuerySnapshot<T>> = (observer) =>
    query
      ? port.onQuery(query, skipConfirmations(observer), observer.error, { resumeFrom: observer.resume })
      : idleSource();
  const resource = useSubscription(port, key, subscribe);
  return query ? resource : IDLE;
}
