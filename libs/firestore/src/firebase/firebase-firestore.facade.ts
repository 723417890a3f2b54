import { forwardMethods, lazyImplementation, listenWhenLoaded } from '@platform/core';
import type { FirestoreBatch, FirestorePort } from '../firestore.port.js';
import type { SetOptions } from '../firestore.types.js';
import { autoId } from '../internal/auto-id.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import type { WriteOp } from '../internal/batch.js';
import { DocumentRef } from '../model/ref-classes.js';
import type { FirebaseFirestoreDeps } from './firebase-firestore.js';
import { inCallOrder } from './in-call-order.js';

/**
 * A batch that records its writes, and on `commit` replays them, in call order, into the writes' own batch, which
 * checks each (and the batch's size) as it always does; so a batch can be taken before the writes arrived.
 */
function replayBatch(load: () => Promise<Pick<FirestorePort, 'batch'>>): FirestoreBatch {
  const ops: WriteOp[] = [];
  const batch: FirestoreBatch = {
    set(ref: WriteOp['ref'], data: unknown, options?: SetOptions) {
      ops.push({ kind: 'set', ref, data, ...(options ? { options } : {}) });
      return batch;
    },
    update(ref, data) {
      ops.push({ kind: 'update', ref, data });
      return batch;
    },
    delete(ref) {
      ops.push({ kind: 'delete', ref });
      return batch;
    },
    commit: () =>
      load().then((port) => {
        const real = port.batch();
        for (const op of ops) {
          if (op.kind === 'set') real.set(op.ref, op.data as never, op.options ?? {});
          else if (op.kind === 'update') real.update(op.ref, op.data);
          else real.delete(op.ref);
        }
        return real.commit();
      }),
  };
  return batch;
}

/**
 * Creates the Firebase Firestore adapter. This is its whole eager cost: a facade whose first call (or listener)
 * loads, in one round, the implementation shared by every call, with `firebase/firestore`, and the chunk of the part
 * the call needs (reads, queries, listeners, writes, transactions or aggregates). A chunk that cannot be loaded
 * rejects (or reaches `onError`) with `firestore/unavailable`, and the next call tries again.
 */
export function createFirebaseFirestore(deps: FirebaseFirestoreDeps): FirestorePort {
  const { cache } = deps;
  const implementation = lazyImplementation(
    () =>
      Promise.all([import('./firebase-firestore.js'), typeof cache === 'object' ? cache.load() : undefined]).then(
        ([loaded, makeCache]) => loaded.createFirestoreImplementation(deps, makeCache),
      ),
    { errors: lifecycle },
  );
  const ordered = inCallOrder();
  const reads = implementation.capability(() => import('./reads.js').then((chunk) => chunk.createReads));
  const queries = implementation.capability(() => import('./queries.js').then((chunk) => chunk.createQueries));
  const listeners = implementation.capability(() => import('./listeners.js').then((chunk) => chunk.createListeners));
  const writes = implementation.capability(() => import('./writes.js').then((chunk) => chunk.createWrites));
  const transactions = implementation.capability(() =>
    import('./transactions.js').then((chunk) => chunk.createTransactions),
  );
  const aggregates = implementation.capability(() =>
    import('./aggregates.js').then((chunk) => chunk.createAggregates),
  );
  const orderedWrites = ordered(writes);

  return {
    ...forwardMethods(ordered(reads), ['get']),
    ...forwardMethods(ordered(queries), ['getDocs', 'getQuerySnapshot']),
    ...forwardMethods(orderedWrites, ['update', 'delete', 'add']),
    ...forwardMethods(ordered(transactions), ['runTransaction']),
    ...forwardMethods(ordered(aggregates), ['aggregate']),
    ...forwardMethods(ordered(implementation), ['online', 'offline']),
    // Not in forwardMethods: its overloads do not fit the one signature forwardMethods gives each method.
    set: ((...args: unknown[]) =>
      orderedWrites
        .load()
        .then((port) => (port.set as (...a: unknown[]) => Promise<void>)(...args))) as FirestorePort['set'],
    newDoc: (collection) => new DocumentRef(`${collection.path}/${autoId()}`, collection.codec),
    onDocument: (ref, listener, onError) =>
      listenWhenLoaded(listeners, (port) => port.onDocument(ref, listener, onError), onError),
    onQuery: (query, listener, onError, options) =>
      listenWhenLoaded(listeners, (port) => port.onQuery(query, listener, onError, options), onError),
    batch: () => replayBatch(() => orderedWrites.load()),
    dispose: () => implementation.dispose(),
  };
}
