import { runTransaction } from 'firebase/firestore';
import { toFirestoreError } from '../firestore.errors.js';
import { FIRESTORE_LIMITS } from '../firestore.limits.js';
import type { FirestorePort, FirestoreTransaction } from '../firestore.port.js';
import { recordTransaction } from '../internal/record-transaction.js';
import { docRefOf } from './converter.js';
import type { FirestoreImplementation } from './firebase-firestore.js';
import { applyOp, checkOp, dataOptionsOf, type CheckedOp } from './write-ops.js';

/** Transactions: reads first, then writes, run again by the SDK when a document read changed. */
export function createTransactions({ call, deps }: FirestoreImplementation): Pick<FirestorePort, 'runTransaction'> {
  const options = dataOptionsOf(deps.ignoreUndefinedProperties);
  return {
    async runTransaction<R>(work: (transaction: FirestoreTransaction) => Promise<R>): Promise<R> {
      const db = await call((opened) => opened);
      // The app's own error leaves the transaction unchanged, as on the memory adapter; only the SDK's are mapped.
      let thrownByWork: { readonly error: unknown } | undefined;
      const fromSdk = new WeakSet<object>();
      try {
        return await runTransaction(
          db,
          async (sdkTransaction) => {
            thrownByWork = undefined;
            // The writes wait for the end of `work`, so the SDK's own rule is kept here: every read comes first.
            const checked: CheckedOp[] = [];
            const attempt = recordTransaction(
              (op) => void checked.push(checkOp(op, options)),
              async (ref) => {
                try {
                  const snapshot = await sdkTransaction.get(docRefOf(db, ref));
                  return snapshot.exists() ? snapshot.data() : null;
                } catch (error) {
                  // The SDK's own failure, even when `work` lets it through: the SDK retries it, and it is mapped below.
                  if (typeof error === 'object' && error !== null) fromSdk.add(error);
                  throw error;
                }
              },
            );
            let result: R;
            try {
              result = await attempt.run(work);
            } catch (error) {
              thrownByWork = { error };
              throw error;
            }
            for (const op of checked) applyOp(db, sdkTransaction, op);
            return result;
          },
          { maxAttempts: FIRESTORE_LIMITS.transactionAttempts },
        );
      } catch (error) {
        if (thrownByWork?.error === error && !fromSdk.has(error as object)) throw error;
        throw toFirestoreError(error);
      }
    },
  };
}
