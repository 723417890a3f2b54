import { onValue, runTransaction } from 'firebase/database';
import type { RtdbPort } from '../rtdb.port.js';
import type { Unsubscribe } from '../rtdb.types.js';
import { parsePath } from '../internal/path.js';
import type { RtdbContext } from './firebase-rtdb.js';
import { snapshotOf } from './snapshot.js';

/** `transaction()`, run on the stored value rather than the SDK's empty first guess. */
export function createTransactions(context: RtdbContext): Pick<RtdbPort, 'transaction'> {
  return {
    transaction: (path, change) =>
      context.run(async () => {
        parsePath(path, { readOnly: false });
        const reference = await context.refAt(path);
        // A listener keeps the current value in the local cache, so `change` is first called with it, not with null.
        let stopWarming: Unsubscribe = () => undefined;
        await new Promise<void>((resolve, reject) => {
          stopWarming = onValue(reference, () => resolve(), reject);
        });
        try {
          const result = await runTransaction(reference, change);
          return { committed: result.committed, snapshot: snapshotOf(result.snapshot) };
        } finally {
          stopWarming();
        }
      }),
  };
}
