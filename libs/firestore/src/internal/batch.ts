import { badInput } from '../firestore.errors.js';
import { FIRESTORE_LIMITS } from '../firestore.limits.js';
import type { FirestoreBatch, FirestoreWriter, UpdateData } from '../firestore.port.js';
import type { SetOptions } from '../firestore.types.js';
import type { DocumentRef } from '../model/refs.js';

/** One write of a batch or a transaction, as data. */
export type WriteOp =
  | { readonly kind: 'set'; readonly ref: DocumentRef<unknown>; readonly data: unknown; readonly options?: SetOptions }
  | { readonly kind: 'update'; readonly ref: DocumentRef<unknown>; readonly data: UpdateData }
  | { readonly kind: 'delete'; readonly ref: DocumentRef<unknown> };

/** A writer that records its writes as {@link WriteOp}s, checking each with `check` as it is added. */
export function recordWrites<W extends FirestoreWriter>(
  ops: WriteOp[],
  check: (op: WriteOp) => void,
  max = Infinity,
): W {
  const add = (op: WriteOp, self: W): W => {
    if (ops.length >= max) {
      throw badInput('firestore/batch-too-large', `a batch takes at most ${String(max)} writes`, { max });
    }
    check(op);
    ops.push(op);
    return self;
  };
  const writer: FirestoreWriter = {
    set(ref: DocumentRef<unknown>, data: unknown, options?: SetOptions) {
      return add({ kind: 'set', ref, data, ...(options ? { options } : {}) }, writer as W);
    },
    update: (ref, data) => add({ kind: 'update', ref, data }, writer as W),
    delete: (ref) => add({ kind: 'delete', ref }, writer as W),
  };
  return writer as W;
}

/** A batch whose writes are checked as they are added and handed to `commit` together. */
export function createBatch(
  check: (op: WriteOp) => void,
  commit: (ops: readonly WriteOp[]) => Promise<void>,
): FirestoreBatch {
  const ops: WriteOp[] = [];
  const writer = recordWrites<FirestoreBatch>(ops, check, FIRESTORE_LIMITS.batchWrites);
  let committed = false;
  writer.commit = () => {
    if (committed) return Promise.reject(badInput('firestore/invalid-data', 'a batch can be committed only once'));
    committed = true;
    return commit(ops);
  };
  return writer;
}
