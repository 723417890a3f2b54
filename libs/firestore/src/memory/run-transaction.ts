import { firestoreErrors } from '../firestore.errors.js';
import { FIRESTORE_LIMITS } from '../firestore.limits.js';
import type { FirestoreTransaction } from '../firestore.port.js';
import type { FirestoreDoc } from '../firestore.types.js';
import type { WriteOp } from '../internal/batch.js';
import { recordTransaction } from '../internal/record-transaction.js';
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
  for (let round = 1; round <= FIRESTORE_LIMITS.transactionAttempts; round += 1) {
    const versions = new Map<string, number>();
    const attempt = recordTransaction(checkOp, <T>(ref: DocumentRef<T, unknown>) => {
      versions.set(ref.path, store.version(ref.path));
      return Promise.resolve(read(ref));
    });
    const result = await attempt.run(work);
    const contended = [...versions].some(([path, version]) => store.version(path) !== version);
    if (!contended) {
      await commit(attempt.ops);
      return result;
    }
  }
  throw firestoreErrors.create('firestore/aborted', { customData: { attempts: FIRESTORE_LIMITS.transactionAttempts } });
}
