import { forwardMethods, lazyImplementation, listenWhenLoaded } from '@platform/core';
import type { FirestoreBatch, FirestorePort } from '../firestore.port.js';
import type { SetOptions } from '../firestore.types.js';
import { autoId } from '../internal/auto-id.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import type { WriteOp } from '../internal/batch.js';
import { DocumentRef } from '../model/ref-classes.js';
import type { FirebaseFirestoreDeps } from './firebase-firestore.js';

/**
 * A batch taken before the implementation arrived: it records its writes, and on `commit` replays them into the
 * implementation's own batch, which checks each (and the batch's size) as it always does.
 */
function replayBatch(load: () => Promise<FirestorePort>): FirestoreBatch {
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
 * loads the implementation in one chunk with `firebase/firestore`. A chunk that cannot be loaded rejects (or
 * reaches `onError`) with `firestore/unavailable`, and the next call tries again.
 */
export function createFirebaseFirestore(deps: FirebaseFirestoreDeps): FirestorePort {
  const implementation = lazyImplementation(
    () => import('./firebase-firestore.js').then((loaded) => loaded.createFirestoreImplementation(deps)),
    { errors: lifecycle, app: deps.app },
  );
  const forwarded = forwardMethods(implementation, [
    'get',
    'update',
    'delete',
    'add',
    'getDocs',
    'getQuerySnapshot',
    'aggregate',
    'runTransaction',
    'online',
    'offline',
  ]);

  return {
    ...forwarded,
    // Not in forwardMethods: its overloads do not fit the one signature forwardMethods gives each method.
    set: ((...args: unknown[]) =>
      implementation
        .load()
        .then((port) => (port.set as (...a: unknown[]) => Promise<void>)(...args))) as FirestorePort['set'],
    newDoc: (collection) => new DocumentRef(`${collection.path}/${autoId()}`, collection.codec),
    onDocument: (ref, listener, onError) =>
      listenWhenLoaded(implementation, (port) => port.onDocument(ref, listener, onError), onError),
    onQuery: (query, listener, onError, options) =>
      listenWhenLoaded(implementation, (port) => port.onQuery(query, listener, onError, options), onError),
    batch: () => implementation.current()?.batch() ?? replayBatch(() => implementation.load()),
    dispose: () => implementation.dispose(),
  };
}
