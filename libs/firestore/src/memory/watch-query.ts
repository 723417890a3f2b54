import type { FirestoreError } from '../firestore.errors.js';
import type { FirestoreDoc, QuerySnapshot } from '../firestore.types.js';
import { makeDoc } from '../internal/doc-raw.js';
import { normalizedOrder } from '../internal/normalized-order.js';
import { decode } from '../model/codec.js';
import type { Query } from '../model/query.js';
import type { DocumentStore } from './document-store.js';
import { docChanges } from './engine/doc-changes.js';
import { evaluateQuery } from './engine/evaluate-query.js';
import type { StoredDoc } from './engine/filter.js';

/** Decodes stored documents through the query's codec, reusing the objects of documents that did not change. */
export function decoder<T>(query: Pick<Query<T>, 'codec'>) {
  const cache = new WeakMap<StoredDoc, FirestoreDoc<T>>();
  return (stored: StoredDoc): FirestoreDoc<T> => {
    let doc = cache.get(stored);
    if (!doc) {
      doc = makeDoc(stored.path, decode(query.codec, stored.data, stored.path), stored.data);
      cache.set(stored, doc);
    }
    return doc;
  };
}

/**
 * Follows a query over the store: the first snapshot, then one for every change of its result or of its metadata,
 * and none for a write that touches neither.
 */
export function watchQuery<T>(
  store: DocumentStore,
  query: Query<T>,
  fromCache: () => boolean,
  listener: (snapshot: QuerySnapshot<T>) => void,
  onError: (error: FirestoreError) => void,
): () => void {
  const order = normalizedOrder(query);
  const toDoc = decoder(query);
  let previous: StoredDoc[] | undefined;
  let metadata = '';
  const update = (): void => {
    const result = evaluateQuery(query, store.all());
    const changes = docChanges(previous ?? [], result, order);
    const snapshot = {
      fromCache: fromCache(),
      hasPendingWrites: result.some((doc) => store.isPending(doc.path)),
    };
    const nextMetadata = `${String(snapshot.fromCache)}:${String(snapshot.hasPendingWrites)}`;
    if (!active || (previous && changes.length === 0 && nextMetadata === metadata)) return;
    previous = result;
    metadata = nextMetadata;
    let decoded: QuerySnapshot<T>;
    try {
      decoded = {
        ...snapshot,
        docs: result.map(toDoc),
        changes: changes.map((change) => ({ ...change, doc: toDoc(change.doc) })),
      };
    } catch (error) {
      stop();
      onError(error as FirestoreError);
      return;
    }
    listener(decoded);
  };
  let active = true;
  const stopListening = store.onChange(() => active && update());
  const stop = (): void => {
    active = false;
    stopListening();
  };
  // The first snapshot comes a microtask later, as the SDK's does: a listener removed at once hears nothing.
  queueMicrotask(() => active && !previous && update());
  return stop;
}
