import { prefetch, type Resource, type SubscriptionStore } from '@platform/react';
import type { FirestorePort } from '../firestore.port.js';
import type { DocumentSnapshot, QuerySnapshot } from '../firestore.types.js';
import { asQuery } from '../internal/as-query.js';
import type { Query } from '../model/query.js';
import type { CollectionRef, DocumentRef } from '../model/refs.js';
import { documentStoreKey, queryStoreKey } from './store-keys.js';

/**
 * Reads a document once (no listener) into `store`, the request's own, so a server render of `useDocument(ref)`
 * shows it and `dehydrate` sends it to the browser. Resolves with the outcome; it never rejects.
 */
export function prefetchDocument<T>(
  store: SubscriptionStore,
  port: FirestorePort,
  ref: DocumentRef<T, unknown>,
): Promise<Resource<DocumentSnapshot<T>>> {
  return prefetch(store, port, documentStoreKey(ref), async () => ({
    doc: await port.get(ref),
    fromCache: false,
    hasPendingWrites: false,
  }));
}

/**
 * Runs a query once (no listener) into `store`, the request's own, as the first snapshot of `useQuery(source)`
 * (every document `added`), so a server render shows it and `dehydrate` sends it to the browser. Resolves with the
 * outcome; it never rejects.
 */
export function prefetchQuery<T>(
  store: SubscriptionStore,
  port: FirestorePort,
  source: Query<T> | CollectionRef<T, unknown>,
): Promise<Resource<QuerySnapshot<T>>> {
  const query = asQuery(source);
  return prefetch(store, port, queryStoreKey(query), async () => {
    const docs = await port.getDocs(query);
    return {
      docs,
      changes: docs.map((doc, newIndex) => ({ type: 'added' as const, doc, oldIndex: -1, newIndex })),
      fromCache: false,
      hasPendingWrites: false,
    };
  });
}
