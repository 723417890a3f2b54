import { prefetch, resumable, type Resource, type SubscriptionStore } from '@platform/react';
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
 * (every document `added`), so a server render shows it and `dehydrate` sends it to the browser. On the Firebase
 * adapter under Node the read also gives a Firestore bundle, which travels with it: the browser's listener resumes
 * from it and the backend sends only what changed since, so the browser does not read the documents again.
 * Resolves with the outcome; it never rejects.
 */
export function prefetchQuery<T>(
  store: SubscriptionStore,
  port: FirestorePort,
  source: Query<T> | CollectionRef<T, unknown>,
): Promise<Resource<QuerySnapshot<T>>> {
  const query = asQuery(source);
  return prefetch(store, port, queryStoreKey(query), async () => {
    const { snapshot, resumeFrom } = await port.getQuerySnapshot(query);
    return resumable(snapshot, resumeFrom);
  });
}
