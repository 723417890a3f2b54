import { useSuspenseSubscription, type SubscriptionSource } from '@platform/react';
import type { QuerySnapshot } from '../firestore.types.js';
import { asQuery } from '../internal/as-query.js';
import { useQueryKey } from './use-query-key.js';
import type { Query } from '../model/query.js';
import type { CollectionRef } from '../model/refs.js';
import { skipConfirmations } from './seeded-confirmation.js';
import { useFirestore } from './use-firestore.js';

/**
 * A query's result, kept current, for Suspense: it suspends until the first snapshot and throws a failure to the
 * nearest error boundary. It shares {@link useQuery}'s listener and key, so when the query changes the component
 * suspends for the new one rather than showing the old one's documents.
 */
export function useSuspenseQuery<T>(source: Query<T> | CollectionRef<T, unknown>): QuerySnapshot<T> {
  const port = useFirestore();
  const query = asQuery(source);
  const subscribe: SubscriptionSource<QuerySnapshot<T>> = (observer) =>
    port.onQuery(query, skipConfirmations(observer), observer.error, { resumeFrom: observer.resume });
  return useSuspenseSubscription(port, useQueryKey(query) as string, subscribe);
}
