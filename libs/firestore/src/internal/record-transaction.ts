import { firestoreErrors } from '../firestore.errors.js';
import type { FirestoreTransaction } from '../firestore.port.js';
import type { FirestoreDoc } from '../firestore.types.js';
import type { DocumentRef } from '../model/refs.js';
import { recordWrites, type WriteOp } from './batch.js';
import { usedAfterCommitError } from './used-after-commit.js';

/** One attempt of a transaction: the object its work uses, the writes that work recorded, and its closing. */
export interface TransactionAttempt {
  /** What `work` receives: reads go to `read`, writes are checked and recorded. */
  readonly transaction: FirestoreTransaction;
  /** The writes, in order, to apply once the work has resolved. */
  readonly ops: readonly WriteOp[];
  /** Runs `work` with {@link transaction}, then closes it, whether the work resolved or threw. */
  run<R>(work: (transaction: FirestoreTransaction) => Promise<R>): Promise<R>;
}

/** A read after a write in a transaction, which the SDK refuses: every read must come before the writes. */
const readAfterWriteError = () =>
  firestoreErrors.create('firestore/invalid-argument', {
    customData: { reason: 'every read of a transaction must come before its writes' },
  });

/**
 * Starts one attempt of a transaction, with the SDK's rules on both adapters: every read comes before the first write,
 * each write is checked with `check` as it is added, and once the work has settled, any read or write of it fails with
 * `firestore/failed-precondition`.
 */
export function recordTransaction(
  check: (op: WriteOp) => void,
  read: <T>(ref: DocumentRef<T, unknown>) => Promise<FirestoreDoc<T> | null>,
): TransactionAttempt {
  const ops: WriteOp[] = [];
  let settled = false;
  const transaction = recordWrites<FirestoreTransaction>(ops, (op) => {
    if (settled) throw usedAfterCommitError();
    check(op);
  });
  transaction.get = async <T>(ref: DocumentRef<T, unknown>): Promise<FirestoreDoc<T> | null> => {
    if (settled) throw usedAfterCommitError();
    if (ops.length > 0) throw readAfterWriteError();
    return read(ref);
  };
  return {
    transaction,
    ops,
    async run(work) {
      try {
        return await work(transaction);
      } finally {
        settled = true;
      }
    },
  };
}
