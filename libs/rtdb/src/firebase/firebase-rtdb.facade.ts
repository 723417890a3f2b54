import { callListener, forwardMethods, lazyImplementation, listenWhenLoaded } from '@platform/core';
import type { RtdbErrorListener, RtdbPort } from '../rtdb.port.js';
import type { Unsubscribe } from '../rtdb.types.js';
import { NOT_CONNECTED } from '../internal/connection.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import type { FirebaseRtdbDeps } from './firebase-rtdb.js';

/**
 * Creates the Firebase Realtime Database adapter. This is its whole eager cost: a facade whose first call (or
 * listener) loads the implementation in one chunk with `firebase/database`. Until it arrives the connection is
 * reported disconnected; a chunk that cannot be loaded rejects (or reaches `onError`) with `rtdb/unavailable`, and
 * the next call tries again.
 */
export function createFirebaseRtdb(deps: FirebaseRtdbDeps): RtdbPort {
  const implementation = lazyImplementation(
    () => import('./firebase-rtdb.js').then((loaded) => loaded.createRtdbImplementation(deps)),
    { errors: lifecycle, app: deps.app },
  );
  const attach = (open: (port: RtdbPort) => Unsubscribe, onError?: RtdbErrorListener): Unsubscribe =>
    listenWhenLoaded(implementation, open, onError);
  const later =
    (path: string, name: keyof ReturnType<RtdbPort['onDisconnect']>) =>
    (...args: unknown[]): Promise<void> =>
      implementation
        .load()
        .then((port) => (port.onDisconnect(path)[name] as (...a: unknown[]) => Promise<void>)(...args));

  return {
    ...forwardMethods(implementation, [
      'read',
      'set',
      'update',
      'push',
      'remove',
      'transaction',
      'goOffline',
      'goOnline',
    ]),
    onValue: (path, listener, onError, query) =>
      attach((port) => port.onValue(path, listener, onError, query), onError),
    onChild: (path, listener, onError, query) =>
      attach((port) => port.onChild(path, listener, onError, query), onError),
    // Not forwarded: onDisconnect returns its handle at once, whose methods load the implementation.
    onDisconnect: (path) => ({
      set: later(path, 'set'),
      update: later(path, 'update'),
      remove: later(path, 'remove'),
      cancel: later(path, 'cancel'),
    }),
    currentConnection: () => implementation.current()?.currentConnection() ?? NOT_CONNECTED,
    watchConnection(listener, onError) {
      if (implementation.current()) return attach((port) => port.watchConnection(listener, onError));
      callListener(listener, NOT_CONNECTED);
      // The listener has had the first state already; it hears the implementation's from its first change.
      return attach(
        (port) => port.watchConnection((state) => state !== NOT_CONNECTED && listener(state), onError),
        onError,
      );
    },
    dispose: () => implementation.dispose(),
  };
}
