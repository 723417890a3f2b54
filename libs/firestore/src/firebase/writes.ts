import { writeBatch } from 'firebase/firestore';
import type { FirestorePort, FirestoreWriter } from '../firestore.port.js';
import type { SetOptions } from '../firestore.types.js';
import { autoId } from '../internal/auto-id.js';
import { createBatch, type WriteOp } from '../internal/batch.js';
import { doc as docOf, type DocumentRef } from '../model/refs.js';
import type { FirestoreImplementation } from './firebase-firestore.js';
import { createLocalCache } from './local-cache.js';
import { createTransactions } from './transactions.js';
import { applyOp, checkOp, dataOptionsOf, singleWrite } from './write-ops.js';

/** A call made on a batch before it was committed: the writer's method and its arguments. */
export type BatchCall = readonly [keyof FirestoreWriter, readonly unknown[]];

/**
 * Writes: `set`, `update`, `delete` and `add`, each sent as the SDK's call for one document, and batches, each as one
 * SDK batch; transactions, which share the writes' checks and conversions; and the wait for pending writes and the
 * clearing of the local cache, which depend on the writes this part sent.
 */
export function createWrites(implementation: FirestoreImplementation): Pick<
  FirestorePort,
  'set' | 'update' | 'delete' | 'add' | 'runTransaction' | 'waitForPendingWrites' | 'clearLocalCache'
> & {
  /** Commits, as one batch, the calls a batch recorded. */
  commitBatch(calls: readonly BatchCall[]): Promise<void>;
} {
  const { call, deps, pendingWrites } = implementation;
  const options = dataOptionsOf(deps.ignoreUndefinedProperties);
  const check = (op: WriteOp) => void checkOp(op, options);
  const write = (ops: readonly WriteOp[]) => {
    const checked = ops.map((op) => checkOp(op, options));
    return pendingWrites.track(
      call(async (db) => {
        const [only] = checked;
        if (only && checked.length === 1) return applyOp(db, singleWrite, only);
        const batch = writeBatch(db);
        for (const op of checked) applyOp(db, batch, op);
        await batch.commit();
      }),
    );
  };

  return {
    ...createTransactions(implementation),
    ...createLocalCache(implementation),
    set: (ref: DocumentRef<unknown>, data: unknown, setOptions?: SetOptions) =>
      write([{ kind: 'set', ref, data, ...(setOptions ? { options: setOptions } : {}) }]),
    update: (ref, data) => write([{ kind: 'update', ref, data }]),
    delete: (ref) => write([{ kind: 'delete', ref }]),
    add: async (collection, data) => {
      const ref = docOf(collection, autoId());
      await write([{ kind: 'set', ref, data }]);
      return ref;
    },
    commitBatch(calls) {
      const batch = createBatch(check, write);
      for (const [name, args] of calls) (batch[name] as (...a: readonly unknown[]) => unknown)(...args);
      return batch.commit();
    },
  };
}
