import type { DocumentData, QuerySnapshot } from '../firestore.types.js';
import type { Codec } from '../model/codec.js';
import { collectionGroup, query, type QueryConstraint } from '../model/query.js';
import type { FirestoreResource, HookOptions } from './resource.js';
import { useQuery } from './use-query.js';

/**
 * Every collection named `collectionId`, wherever it is, narrowed by `constraints` and kept current, as
 * {@link useQuery} reads it. A `null` id (or `enabled: false`) reports `idle`.
 */
export function useCollectionGroup<T = DocumentData>(
  collectionId: string | null,
  constraints: readonly QueryConstraint[] = [],
  options: HookOptions & { readonly codec?: Codec<T, unknown> } = {},
): FirestoreResource<QuerySnapshot<T>> {
  const group = collectionId === null ? null : query(collectionGroup(collectionId, options.codec), ...constraints);
  return useQuery(group, options);
}
