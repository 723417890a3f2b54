import { badInput } from '../firestore.errors.js';
import { FIRESTORE_LIMITS } from '../firestore.limits.js';
import type { FirestoreBatch, FirestoreWriter, UpdateData } from '../firestore.port.js';
import type { SetOptions } from '../firestore.types.js';
import type { DocumentRef } from '../model/refs.js';
import { usedAfterCommitError } from './used-after-commit.js';

/** One write of a batch or a transaction, as data. */
export type WriteOp =
  | { readonly kind: 'set'; readonly ref: DocumentRef<unknown>; readonly data: unknown; readonly options?: SetOptions }
  | { readonly kind: 'update'; readonly ref: DocumentRef<unknown>; readonly data: UpdateData }
  | { readonly kind: 'delete'; readonly ref: DocumentRef<unknown> };

/** A writer that records its writes as {@link WriteOp}s, checking each with `check` as it is added. */
export function recordWrites<W extends FirestoreWriter>(ops: WriteOp[], check: (op: WriteOp) => void): W {
  const add = (op: WriteOp, self: W): W => {
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

/**
 * A batch that records its writes and checks them (each, and their number) when it commits, whether the adapter's
 * implementation had loaded when they were added or not; then hands them to `commit` together. Once `commit()` has
 * been called, a write throws and a second commit rejects, both with `firestore/failed-precondition`, as the SDK's.
 */
export function createBatch(
  check: (op: WriteOp) => void,
  commit: (ops: readonly WriteOp[]) => Promise<void>,
): FirestoreBatch {
  const ops: WriteOp[] = [];
  let committed = false;
  const writer = recordWrites<FirestoreBatch>(ops, () => {
    if (committed) throw usedAfterCommitError();
  });
  writer.commit = async () => {
    if (committed) throw usedAfterCommitError();
    committed = true;
    if (ops.length > FIRESTORE_LIMITS.batchWrites) {
      const max = FIRESTORE_LIMITS.batchWrites;
      throw badInput('firestore/batch-too-large', `a batch takes at most ${String(max)} writes`, { max });
    }
    ops.forEach(check);
    return commit(ops);
  };
  return writer;
}
