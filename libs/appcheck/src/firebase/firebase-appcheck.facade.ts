import { forwardMethods, lazyImplementation } from '@platform/core';
import type { AppCheckPort } from '../appcheck.port.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import type { FirebaseAppCheckDeps } from './firebase-appcheck.js';

/**
 * Creates the App Check port over the Firebase SDK. This is its whole eager
 * cost: a facade whose first asynchronous call loads the implementation in one
 * chunk with `firebase/app-check` and `firebase/app`, without starting the app
 * before activation. Background refresh is a chunk of its own,
 * loaded in the same round by `activate({ autoRefresh: true })` or by
 * `setAutoRefresh()`. Token listeners added before the implementation arrives
 * are attached when it does; a chunk that cannot be loaded rejects with
 * `appcheck/unavailable`, and the next call tries again.
 */
export function createFirebaseAppCheck(deps: FirebaseAppCheckDeps): AppCheckPort {
  const implementation = lazyImplementation(
    () => import('./firebase-appcheck.js').then((loaded) => loaded.createAppCheckImplementation(deps)),
    { errors: lifecycle },
  );
  const autoRefresh = implementation.part(() => import('./auto-refresh.js').then((chunk) => chunk.createAutoRefresh));
  return {
    ...forwardMethods(implementation, ['getToken']),
    ...forwardMethods(autoRefresh, ['setAutoRefresh']),
    activate(activation) {
      return activation.autoRefresh
        ? autoRefresh.load().then(async (refresher) => {
            await (await implementation.load()).activate(activation);
            await refresher.setAutoRefresh(true);
          })
        : implementation.load().then((loaded) => loaded.activate(activation));
    },
    onTokenChanged: (listener, onError) => implementation.whenLoaded((port) => port.onTokenChanged(listener, onError)),
    dispose: () => implementation.dispose(),
  };
}
