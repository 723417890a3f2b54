import { callsInOrder, forwardMethods, lazyImplementation, listenWhenLoaded } from '@platform/core';
import type { FirestoreBatch, FirestorePort } from '../firestore.port.js';
import { autoId } from '../internal/auto-id.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import { usedAfterCommitError } from '../internal/used-after-commit.js';
import { DocumentRef } from '../model/document-ref.js';
import type { FirebaseFirestoreDeps } from './firebase-firestore-options.js';
import type { BatchCall } from './writes.js';

/**
 * A batch that records its writes, so that it can be taken before the writes arrived; `commit` hands them, in call
 * order, to the writes, which check each (and the batch's size) as a batch always does. Once `commit()` has been
 * called, a write throws and a second commit rejects, both with `firestore/failed-precondition`, as the SDK's.
 */
function recordBatch(commit: (calls: readonly BatchCall[]) => Promise<void>): FirestoreBatch {
  let calls: BatchCall[] | undefined = [];
  const open = () => {
    if (!calls) throw usedAfterCommitError();
    return calls;
  };
  const batch = {
    commit: async () => {
      const all = open();
      calls = undefined;
      return commit(all);
    },
  } as FirestoreBatch;
  const record =
    (name: BatchCall[0]) =>
    (...args: unknown[]) => {
      open().push([name, args]);
      return batch;
    };
  for (const name of ['set', 'update', 'delete'] as const) batch[name] = record(name);
  return batch;
}

/**
 * Creates the Firebase Firestore adapter. This is its whole eager cost: a facade whose first call (or listener)
 * loads, in one round, the implementation shared by every call, with `firebase/firestore` and the read of one
 * document, and the chunk of the part the call needs (queries and aggregates, listeners, or writes, transactions and
 * the local cache). A chunk that cannot be loaded rejects (or reaches `onError`) with `firestore/unavailable`, and the
 * next call tries again.
 */
export function createFirebaseFirestore(deps: FirebaseFirestoreDeps): FirestorePort {
  const implementation = lazyImplementation(
    () =>
      Promise.all([import('./firebase-firestore.js'), deps.cache?.load()]).then(([loaded, cache]) =>
        loaded.createFirestoreImplementation(deps, cache),
      ),
    { errors: lifecycle },
  );
  const ordered = callsInOrder();
  const queries = implementation.part(() => import('./queries.js').then((chunk) => chunk.createQueries));
  const listeners = implementation.part(() => import('./listeners.js').then((chunk) => chunk.createListeners));
  const writes = implementation.part(() => import('./writes.js').then((chunk) => chunk.createWrites));
  const orderedWrites = ordered(writes);

  return {
    ...forwardMethods(ordered(queries), ['getDocs', 'getQuerySnapshot', 'aggregate']),
    ...forwardMethods(orderedWrites, [
      'set',
      'update',
      'delete',
      'add',
      'runTransaction',
      'waitForPendingWrites',
      'clearLocalCache',
    ]),
    ...forwardMethods(ordered(implementation), ['get', 'online', 'offline']),
    newDoc: (collection) => new DocumentRef(`${collection.path}/${autoId()}`, collection.codec),
    onDocument: (ref, listener, onError) =>
      listenWhenLoaded(listeners, (port) => port.onDocument(ref, listener, onError), onError),
    onQuery: (query, listener, onError, options) =>
      listenWhenLoaded(listeners, (port) => port.onQuery(query, listener, onError, options), onError),
    batch: () => recordBatch((calls) => orderedWrites.load().then((writes) => writes.commitBatch(calls))),
    dispose: () => implementation.dispose(),
  };
}
