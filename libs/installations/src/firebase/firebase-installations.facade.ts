import { forwardMethods, lazyImplementation } from '@platform/core';
import type { InstallationsPort } from '../installations.port.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import type { FirebaseInstallationsDeps } from './firebase-installations.js';

/**
 * Creates the Firebase Installations adapter. This is its whole eager cost: a
 * facade whose first asynchronous call loads the implementation in one chunk
 * with `firebase/installations` and `firebase/app`.
 * `onIdChange` listeners added before then are attached when it arrives; a
 * chunk that cannot be loaded rejects with `installations/unavailable`, and the
 * next call tries again.
 */
export function createFirebaseInstallations(deps: FirebaseInstallationsDeps): InstallationsPort {
  const implementation = lazyImplementation(
    () => import('./firebase-installations.js').then((loaded) => loaded.createInstallationsImplementation(deps)),
    { errors: lifecycle },
  );

  return {
    ...forwardMethods(implementation, ['getId', 'getToken', 'delete']),
    onIdChange: (listener) => implementation.whenLoaded((port) => port.onIdChange(listener)),
    dispose: () => implementation.dispose(),
  };
}
