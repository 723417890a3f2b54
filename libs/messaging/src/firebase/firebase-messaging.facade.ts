import { forwardMethods, isPlatformError, lazyImplementation, type PlatformError } from '@platform/core';
import type { MessagingErrorCode } from '../messaging.errors.js';
import type { MessagingPort } from '../messaging.port.js';
import { IDLE } from '../internal/connection-state.js';
import { disposedError, unavailableError } from '../internal/lifecycle-errors.js';
import type { FirebaseMessagingDeps } from './firebase-messaging.js';

/**
 * Creates the Firebase Messaging adapter. This is its whole eager cost: a
 * facade whose first asynchronous call (or `watchConnection`) loads the
 * implementation in one chunk with `firebase/messaging`. Until it arrives the state is
 * `idle`; a chunk that cannot be loaded rejects with `messaging/unavailable`,
 * and the next call tries again.
 */
export function createFirebaseMessaging(deps: FirebaseMessagingDeps): MessagingPort {
  let disposed = false;
  const implementation = lazyImplementation(
    () =>
      disposed
        ? Promise.reject(disposedError())
        : import('./firebase-messaging.js').then((loaded) => loaded.createFirebaseMessaging(deps)),
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
      implementation.load().catch((error: unknown) => active && onError?.(error as PlatformError<MessagingErrorCode>));
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
