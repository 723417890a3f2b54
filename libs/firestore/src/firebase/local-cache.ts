import { terminate, waitForPendingWrites } from 'firebase/firestore';
import type { FirestorePort } from '../firestore.port.js';
import { cancellable } from '../internal/cancellable.js';
import { writesPendingError } from '../internal/pending-writes.js';
import type { FirestoreImplementation } from './firebase-firestore.js';

/** Waiting for the backend to confirm writes, and deleting what the SDK keeps on the device. */
export function createLocalCache({
  call,
  pendingWrites,
  clearDeviceCache,
  restart,
}: FirestoreImplementation): Pick<FirestorePort, 'waitForPendingWrites' | 'clearLocalCache'> {
  return {
    waitForPendingWrites: (options) =>
      call((db) =>
        cancellable(
          Promise.all([waitForPendingWrites(db), pendingWrites.settled()]).then(() => undefined),
          options?.signal,
        ),
      ),
    async clearLocalCache() {
      if (pendingWrites.any()) throw writesPendingError();
      await restart(async (db) => {
        await terminate(db);
        await clearDeviceCache?.(db);
      });
    },
  };
}
