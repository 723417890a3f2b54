import { forwardMethods, isPlatformError, lazyImplementation } from '@platform/core';
import type { InstallationsPort } from '../installations.port.js';
import { disposedError, unavailableError } from '../internal/lifecycle-errors.js';
import type { FirebaseInstallationsDeps } from './firebase-installations.js';

/**
 * Creates the Firebase Installations adapter. This is its whole eager cost: a
 * facade whose first asynchronous call loads the implementation in one chunk
 * with `firebase/installations`. `onIdChange` listeners added before then are
 * attached when it arrives; a chunk that cannot be loaded rejects with
 * `installations/unavailable`, and the next call tries again.
 */
export function createFirebaseInstallations(deps: FirebaseInstallationsDeps): InstallationsPort {
  let disposed = false;
  const implementation = lazyImplementation(
    () =>
      disposed
        ? Promise.reject(disposedError())
        : import('./firebase-installations.js').then((loaded) => loaded.createFirebaseInstallations(deps)),
    { toError: (error) => (isPlatformError(error) ? error : unavailableError(error)) },
  );

  return {
    ...forwardMethods(implementation, ['getId', 'getToken', 'delete']),
    onIdChange: (listener) => implementation.whenLoaded((port) => port.onIdChange(listener)),
    async dispose() {
      disposed = true;
      await implementation.current()?.dispose();
    },
  };
}
