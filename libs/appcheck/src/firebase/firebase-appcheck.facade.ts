import { forwardMethods, lazyImplementation, PlatformError } from '@platform/core';
import type { AppCheckErrorCode } from '../appcheck.errors.js';
import type { AppCheckPort } from '../appcheck.port.js';
import type { FirebaseAppCheckDeps } from './firebase-appcheck.js';

/**
 * The error for an implementation chunk that did not arrive. Built here rather
 * than from `appcheckErrors`, whose messages would otherwise all be eager bytes;
 * `appcheckErrors.is()` recognizes it like any other App Check error.
 */
const loadFailed = (cause: unknown) =>
  new PlatformError<AppCheckErrorCode>(
    'appcheck/fetch-network-error',
    'App Check could not be loaded. Check your connection and try again.',
    { cause },
  );

/**
 * Creates the App Check port over the Firebase SDK. This is its whole eager
 * cost: a facade whose first asynchronous call loads the implementation in one
 * chunk with `firebase/app-check`. Token listeners added before then are
 * attached when it arrives; a chunk that cannot be loaded rejects with
 * `appcheck/fetch-network-error`.
 */
export function createFirebaseAppCheck(deps: FirebaseAppCheckDeps): AppCheckPort {
  const implementation = lazyImplementation(
    () => import('./firebase-appcheck.js').then((loaded) => loaded.createAppCheckImplementation(deps)),
    { toError: loadFailed, app: deps.app },
  );
  return {
    ...forwardMethods(implementation, ['activate', 'getToken', 'setAutoRefresh']),
    onTokenChanged: (listener, onError) => implementation.whenLoaded((port) => port.onTokenChanged(listener, onError)),
  };
}
