import { useSubscription, type SubscriptionSource } from '@platform/react';
import type { AggregateResult, AggregateSpec } from '../firestore.types.js';
import { asQuery } from '../internal/as-query.js';
import { useQueryKey } from './use-query-key.js';
import type { Query } from '../model/query.js';
import type { CollectionRef } from '../model/refs.js';
import { IDLE, IDLE_KEY, idleSource, type FirestoreResource, type HookOptions } from './resource.js';
import { useFirestore } from './use-firestore.js';

/**
 * A query's count, sums and averages, computed once per query and spec (components asking the same share one
 * request): `loading`, then `success` or `error`. A `null` query (or `enabled: false`) reports `idle`.
 */
export function useAggregate<T, S extends AggregateSpec>(
  source: Query<T> | CollectionRef<T, unknown> | null,
  spec: S,
  options: HookOptions = {},
): FirestoreResource<AggregateResult<S>> {
  const port = useFirestore();
  const query = source === null || options.enabled === false ? null : asQuery(source);
  const stable = useQueryKey(query);
  const key = query ? `firestore:aggregate:${String(stable)}:${JSON.stringify(spec)}` : IDLE_KEY;
  const subscribe: SubscriptionSource<AggregateResult<S>> = (observer) => {
    if (!query) return idleSource();
    let active = true;
    port.aggregate(query, spec).then(
      (result) => active && observer.next(result),
      (error: unknown) => active && observer.error(error),
    );
    return () => {
      active = false;
    };
  };
  const resource = useSubscription(port, key, subscribe);
  return query ? resource : IDLE;
}
