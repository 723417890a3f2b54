import { systemClock, type Clock } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import * as sdk from 'firebase/firestore';
import { toFirestoreError } from '../firestore.errors.js';
import type { FirestorePort } from '../firestore.port.js';
import type { FirestoreConnection } from '../firestore.types.js';
import { createConnectionState, recordConnection, watchConnection } from '../internal/connection-state.js';
import { disposedError } from '../internal/lifecycle-errors.js';

/** What {@link createFirebaseFirestore} needs. */
export interface FirebaseFirestoreDeps {
  /** The Firebase app; it is initialized on the adapter's first `connect()`. */
  readonly app: FirebaseAppHandle;
  /** The clock that stamps the connection; the system clock by default. */
  readonly clock?: Clock;
  /** The Emulator Suite's Firestore emulator, e.g. `{ host: '127.0.0.1', port: 8080 }`; connected on the first `connect()`. */
  readonly emulator?: { readonly host: string; readonly port: number };
}

/**
 * The Firebase Firestore implementation, loaded by the facade in one chunk
 * with `firebase/firestore`. Apps use `createFirebaseFirestore` from the `./firebase` entry.
 */
export function createFirebaseFirestore({ app, clock = systemClock, emulator }: FirebaseFirestoreDeps): FirestorePort {
  const state = createConnectionState();
  let supported: Promise<boolean> | undefined;
  let connecting: Promise<FirestoreConnection> | undefined;
  let disposed = false;

  const isSupported = (): Promise<boolean> => {
    if (disposed) return Promise.reject(disposedError());
    supported ??= Promise.resolve(true);
    return supported;
  };

  const open = async (): Promise<FirestoreConnection> => {
    try {
      const firebaseApp = await app.getApp();
      if (!(await isSupported())) return { status: 'unsupported' };
      const instance = sdk.getFirestore(firebaseApp);
      if (emulator) sdk.connectFirestoreEmulator(instance, emulator.host, emulator.port);
      return { status: 'connected', connectedAt: clock.now() };
    } catch (error) {
      throw toFirestoreError(error);
    }
  };

  const connect = (): Promise<FirestoreConnection> => {
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
