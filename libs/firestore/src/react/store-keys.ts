import { queryKey } from '../internal/query-key.js';
import type { Query } from '../model/query.js';
import type { DocumentRef } from '../model/refs.js';

/** The store key of a document's listener, shared by `useDocument` and `prefetchDocument`. */
export const documentStoreKey = (ref: DocumentRef<unknown, unknown>): string => `firestore:${queryKey(ref)}`;

/** The store key of a query's listener, shared by `useQuery`, `useSuspenseQuery` and `prefetchQuery`. */
export const queryStoreKey = (query: Query<unknown>): string => `firestore:${queryKey(query)}`;
