import { callListener, callsInOrder, forwardMethods, lazyImplementation, listenWhenLoaded } from '@platform/core';
import type { RtdbErrorListener, RtdbPort } from '../rtdb.port.js';
import type { RtdbOnDisconnect, Unsubscribe } from '../rtdb.types.js';
import { NOT_CONNECTED } from '../internal/connection.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import type { FirebaseRtdbDeps } from './firebase-rtdb.js';
import type { RtdbConnection } from './connection-state.js';

/**
 * Creates the Firebase Realtime Database adapter. This is its whole eager cost: a facade whose first call (or
 * listener) loads, in one round, the implementation's shared part with `firebase/database` and the part the call
 * needs: reads, writes (disconnect writes too), transactions, listeners, or the connection. Until the connection's
 * part arrives the connection is reported disconnected; a chunk that cannot be loaded rejects (or reaches
 * `onError`) with `rtdb/unavailable`, and the next call tries again.
 */
export function createFirebaseRtdb(deps: FirebaseRtdbDeps): RtdbPort {
  const implementation = lazyImplementation(
    () => import('./firebase-rtdb.js').then((loaded) => loaded.createRtdbImplementation(deps)),
    { errors: lifecycle },
  );
  const reads = implementation.part(() => import('./reads.js').then((part) => part.createReads));
  const writes = implementation.part(() => import('./writes.js').then((part) => part.createWrites));
  const transactions = implementation.part(() => import('./transactions.js').then((part) => part.createTransactions));
  const listeners = implementation.part(() => import('./listeners.js').then((part) => part.createListeners));
  const ordered = callsInOrder();
  const orderedWrites = ordered(writes);
  const connection = implementation.part(() =>
    import('./connection-state.js').then((part) => part.createConnectionState),
  );
  const watch = (open: (part: RtdbConnection) => Unsubscribe, onError?: RtdbErrorListener): Unsubscribe =>
    listenWhenLoaded(connection, open, onError);
  const later =
    (path: string, name: keyof RtdbOnDisconnect) =>
    (...args: unknown[]): Promise<void> =>
      orderedWrites
        .load()
        .then((part) => (part.onDisconnect(path)[name] as (...a: unknown[]) => Promise<void>)(...args));

  return {
    ...forwardMethods(ordered(reads), ['read']),
    ...forwardMethods(orderedWrites, ['set', 'update', 'push', 'remove']),
    ...forwardMethods(ordered(transactions), ['transaction']),
    ...forwardMethods(ordered(connection), ['goOffline', 'goOnline']),
    onValue: (path, listener, onError, query) =>
      listenWhenLoaded(listeners, (part) => part.onValue(path, listener, onError, query), onError),
    onChild: (path, listener, onError, query) =>
      listenWhenLoaded(listeners, (part) => part.onChild(path, listener, onError, query), onError),
    // Not forwarded: onDisconnect returns its handle at once, whose methods load the implementation.
    onDisconnect: (path) => ({
      set: later(path, 'set'),
      update: later(path, 'update'),
      remove: later(path, 'remove'),
      cancel: later(path, 'cancel'),
    }),
    currentConnection: () => connection.current()?.currentConnection() ?? NOT_CONNECTED,
    watchConnection(listener, onError) {
      if (connection.current()) return watch((part) => part.watchConnection(listener, onError));
      callListener(listener, NOT_CONNECTED);
      // The listener has had the first state already; it hears the implementation's from its first change.
      return watch(
        (part) => part.watchConnection((state) => state !== NOT_CONNECTED && listener(state), onError),
        onError,
      );
    },
    dispose: () => implementation.dispose(),
  };
}
