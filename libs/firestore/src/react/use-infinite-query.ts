import { useInfinitePages, type InfiniteResult } from '@platform/react';
import type { FirestoreDoc } from '../firestore.types.js';
import type { Query } from '../model/query.js';
import { createInfiniteQuery, type InfiniteQueryOptions } from '../pagination/infinite-query.js';
import { useFirestore } from './use-firestore.js';
import { useQueryKey } from './use-query-key.js';

/**
 * A query's results a page at a time, every loaded document live (see `createInfiniteQuery`): `items` in the
 * query's order, `loadMore()` and `hasMore`, `status` (`error` keeps the items; `retry()` recovers), and `reset()`.
 * The key is the query's content and the options, so a query built inline keeps its pages (a codec built inline
 * too, as {@link useQuery}'s key does); components on the same query share them. Every page listener closes once the last component has left and the keep-alive has passed.
 */
export function useInfiniteQuery<T>(base: Query<T>, options: InfiniteQueryOptions): InfiniteResult<FirestoreDoc<T>> {
  const port = useFirestore();
  const stable = useQueryKey(base) as string;
  const key = `firestore:infinite:${String(options.pageSize)}:${String(options.maxPages ?? '')}:${stable}`;
  return useInfinitePages(port, key, () => createInfiniteQuery(port, base, options));
}
