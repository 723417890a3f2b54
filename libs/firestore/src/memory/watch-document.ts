import type { FirestoreError } from '../firestore.errors.js';
import type { DocumentSnapshot } from '../firestore.types.js';
import type { DocumentRef } from '../model/refs.js';
import type { DocumentStore } from './document-store.js';
import type { StoredDoc } from './engine/filter.js';
import { valuesIdentical } from './engine/value-order.js';
import { decoder } from './watch-query.js';

const sameData = (a: StoredDoc | undefined, b: StoredDoc | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && valuesIdentical(a.data, b.data));

/** Follows one document: its state now, then every change of its data or metadata, and nothing else. */
export function watchDocument<T>(
  store: DocumentStore,
  ref: DocumentRef<T, unknown>,
  fromCache: () => boolean,
  listener: (snapshot: DocumentSnapshot<T>) => void,
  onError: (error: FirestoreError) => void,
): () => void {
  const toDoc = decoder(ref);
  let seen = false;
  let previous: StoredDoc | undefined;
  let metadata = '';
  let active = true;
  const update = (): void => {
    const current = store.read(ref.path);
    const snapshot = { fromCache: fromCache(), hasPendingWrites: current !== undefined && store.isPending(ref.path) };
    const nextMetadata = `${String(snapshot.fromCache)}:${String(snapshot.hasPendingWrites)}`;
    if (!active || (seen && sameData(previous, current) && nextMetadata === metadata)) return;
    seen = true;
    previous = current;
    metadata = nextMetadata;
    let doc;
    try {
      doc = current ? toDoc(current) : null;
    } catch (error) {
      stop();
      onError(error as FirestoreError);
      return;
    }
    listener({ ...snapshot, doc });
  };
  const stopListening = store.onChange(update);
  const stop = (): void => {
    active = false;
    stopListening();
  };
  queueMicrotask(() => active && !seen && update());
  return stop;
}
