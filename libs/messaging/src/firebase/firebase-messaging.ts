import { systemClock, type Clock } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import * as sdk from 'firebase/messaging';
import { toMessagingError } from '../messaging.errors.js';
import type { MessagingPort } from '../messaging.port.js';
import type { MessagingConnection } from '../messaging.types.js';
import { createConnectionState, recordConnection, watchConnection } from '../internal/connection-state.js';
import { disposedError } from '../internal/lifecycle-errors.js';

/** What {@link createFirebaseMessaging} needs. */
export interface FirebaseMessagingDeps {
  /** The Firebase app; it is initialized on the adapter's first `connect()`. */
  readonly app: FirebaseAppHandle;
  /** The clock that stamps the connection; the system clock by default. */
  readonly clock?: Clock;
}

/**
 * The Firebase Messaging implementation, loaded by the facade in one chunk
 * with `firebase/messaging`. Apps use `createFirebaseMessaging` from the `./firebase` entry.
 */
export function createFirebaseMessaging({ app, clock = systemClock }: FirebaseMessagingDeps): MessagingPort {
  const state = createConnectionState();
  let supported: Promise<boolean> | undefined;
  let connecting: Promise<MessagingConnection> | undefined;
  let disposed = false;

  const isSupported = (): Promise<boolean> => {
    if (disposed) return Promise.reject(disposedError());
    supported ??= sdk.isSupported().catch((error: unknown) => {
      supported = undefined;
      throw toMessagingError(error);
    });
    return supported;
  };

  const open = async (): Promise<MessagingConnection> => {
    try {
      const firebaseApp = await app.getApp();
      if (!(await isSupported())) return { status: 'unsupported' };
      sdk.getMessaging(firebaseApp);
      return { status: 'connected', connectedAt: clock.now() };
    } catch (error) {
      throw toMessagingError(error);
    }
  };

  const connect = (): Promise<MessagingConnection> => {
    if (disposed) return Promise.reject(disposedError());
    connecting ??= recordConnection(state, open).catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };

  return {
    isSupported,
    connect,
    currentConnection: () => state.get(),
    watchConnection: (listener, onError) => watchConnection(state, connect, listener, onError),
    async dispose() {
      disposed = true;
    },
  };
}
