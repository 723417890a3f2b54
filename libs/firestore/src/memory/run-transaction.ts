import { firestoreErrors } from '../firestore.errors.js';
import { FIRESTORE_LIMITS } from '../firestore.limits.js';
import type { FirestoreTransaction } from '../firestore.port.js';
import type { FirestoreDoc } from '../firestore.types.js';
import { readAfterWriteError, recordWrites, type WriteOp } from '../internal/batch.js';
import { usedAfterCommitError } from '../internal/used-after-commit.js';
import type { DocumentRef } from '../model/refs.js';
import type { DocumentStore } from './document-store.js';

/** What a memory transaction needs from its adapter. */
export interface TransactionDeps {
  readonly store: DocumentStore;
  /** Checks one write as it is added, as every write is checked. */
  readonly checkOp: (op: WriteOp) => void;
  /** Applies the writes together. */
  readonly commit: (ops: readonly WriteOp[]) => Promise<void>;
  /** Reads one document through its codec. */
  readonly read: <T>(ref: DocumentRef<T, unknown>) => FirestoreDoc<T> | null;
}

/**
 * Runs `work` with optimistic concurrency, as the backend does for the web SDK: it records the version of each
 * document it reads, and commits only if none changed meanwhile; otherwise it runs `work` again, up to
 * `FIRESTORE_LIMITS.transactionAttempts` times, then fails with `firestore/aborted`. A transaction used after its work
 * settled throws (or rejects) `firestore/failed-precondition`, as the SDK's.
 */
export async function runMemoryTransaction<R>(
  { store, checkOp, commit, read }: TransactionDeps,
  work: (transaction: FirestoreTransaction) => Promise<R>,
): Promise<R> {
  for (let attempt = 1; attempt <= FIRESTORE_LIMITS.transactionAttempts; attempt += 1) {
    const versions = new Map<string, number>();
    const ops: WriteOp[] = [];
    let settled = false;
    const transaction = recordWrites<FirestoreTransaction>(ops, (op) => {
      if (settled) throw usedAfterCommitError();
      checkOp(op);
    });
    transaction.get = <T>(ref: DocumentRef<T, unknown>) => {
      if (settled) return Promise.reject(usedAfterCommitError());
      if (ops.length > 0) return Promise.reject(readAfterWriteError());
      versions.set(ref.path, store.version(ref.path));
      return Promise.resolve(read(ref));
    };
    let result: R;
    try {
      result = await work(transaction);
    } finally {
      settled = true;
    }
    const contended = [...versions].some(([path, version]) => store.version(path) !== version);
    if (!contended) {
      await commit(ops);
      return result;
    }
  }
  throw firestoreErrors.create('firestore/aborted', { customData: { attempts: FIRESTORE_LIMITS.transactionAttempts } });
}
