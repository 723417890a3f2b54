import { firestoreErrors, type FirestoreError } from '../firestore.errors.js';

/** The writes made through one port that the backend has not confirmed yet. */
export interface PendingWrites {
  /** Counts `write` as pending until it settles, and returns it. */
  track<T>(write: Promise<T>): Promise<T>;
  /** Whether any write is pending. */
  any(): boolean;
  /** Resolves once no write is pending. */
  settled(): Promise<void>;
}

/** `firestore/cancelled`, for a listener that the clearing of the local cache ended. */
export const cacheClearedError = (): FirestoreError =>
  firestoreErrors.create('firestore/cancelled', { customData: { reason: 'cache-cleared' } });

/** `firestore/failed-precondition`, for a cache that was kept because writes still wait for the backend. */
export const writesPendingError = (): FirestoreError =>
  firestoreErrors.create('firestore/failed-precondition', { customData: { reason: 'pending-writes' } });

/** Creates an empty {@link PendingWrites}. */
export function createPendingWrites(): PendingWrites {
  let count = 0;
  let waiting: (() => void)[] = [];
  const done = () => {
    count -= 1;
    if (count > 0) return;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  };
  return {
    track(write) {
      count += 1;
      write.then(done, done);
      return write;
    },
    any: () => count > 0,
    settled: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => void waiting.push(resolve))),
  };
}
