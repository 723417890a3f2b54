import { forwardMethods, lazyImplementation } from '@platform/core';
import { appcheckErrors } from '../appcheck.errors.js';
import type { AppCheckPort } from '../appcheck.port.js';
import type { FirebaseAppCheckDeps } from './firebase-appcheck.js';

/**
 * Creates the App Check port over the Firebase SDK. This is its whole eager
 * cost: a facade whose first asynchronous call loads the implementation in one
 * chunk with `firebase/app-check`. Token listeners added before then are
 * attached when it arrives; a chunk that cannot be loaded rejects with
 * `appcheck/fetch-network-error`.
 */
export function createFirebaseAppCheck(deps: FirebaseAppCheckDeps): AppCheckPort {
  const implementation = lazyImplementation(
    () => import('./firebase-appcheck.js').then((loaded) => loaded.createFirebaseAppCheck(deps)),
    { toError: (cause) => appcheckErrors.create('appcheck/fetch-network-error', { cause }) },
  );
  return {
    ...forwardMethods(implementation, ['activate', 'getToken', 'setAutoRefresh']),
    onTokenChanged: (listener, onError) =>
      implementation.whenLoaded((port) => port.onTokenChanged(listener, onError)),
  };
}
