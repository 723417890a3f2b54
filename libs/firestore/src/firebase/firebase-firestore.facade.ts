import { forwardMethods, isPlatformError, lazyImplementation, type PlatformError } from '@platform/core';
import type { FirestoreErrorCode } from '../firestore.errors.js';
import type { FirestorePort } from '../firestore.port.js';
import { IDLE } from '../internal/connection-state.js';
import { disposedError, unavailableError } from '../internal/lifecycle-errors.js';
import type { FirebaseFirestoreDeps } from './firebase-firestore.js';

/**
 * Creates the Firebase Firestore adapter. This is its whole eager cost: a
 * facade whose first asynchronous call (or `watchConnection`) loads the
 * implementation in one chunk with `firebase/firestore`. Until it arrives the state is
 * `idle`; a chunk that cannot be loaded rejects with `firestore/unavailable`,
 * and the next call tries again.
 */
export function createFirebaseFirestore(deps: FirebaseFirestoreDeps): FirestorePort {
  let disposed = false;
  const implementation = lazyImplementation(
    () =>
      disposed
        ? Promise.reject(disposedError())
        : import('./firebase-firestore.js').then((loaded) => loaded.createFirebaseFirestore(deps)),
    { toError: (error) => (isPlatformError(error) ? error : unavailableError(error)) },
  );

  return {
    ...forwardMethods(implementation, ['isSupported', 'connect']),
    currentConnection: () => implementation.current()?.currentConnection() ?? IDLE,
    watchConnection(listener, onError) {
      const loaded = implementation.current();
      if (loaded) return loaded.watchConnection(listener, onError);
      listener(IDLE);
      let active = true;
      // `load()` rejects only with the typed errors built above.
      implementation.load().catch((error: unknown) => active && onError?.(error as PlatformError<FirestoreErrorCode>));
      // The listener has had `idle` already; it hears the implementation's states from the first settled one.
      const detach = implementation.whenLoaded((port) =>
        port.watchConnection((state) => state !== IDLE && listener(state), onError),
      );
      return () => {
        active = false;
        detach();
      };
    },
    async dispose() {
      disposed = true;
      await implementation.current()?.dispose();
    },
  };
}
