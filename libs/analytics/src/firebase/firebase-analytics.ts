import { systemClock, type Clock } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import * as sdk from 'firebase/analytics';
import { toAnalyticsError } from '../analytics.errors.js';
import type { AnalyticsPort } from '../analytics.port.js';
import type { AnalyticsConnection } from '../analytics.types.js';
import { createConnectionState, recordConnection, watchConnection } from '../internal/connection-state.js';
import { disposedError } from '../internal/lifecycle-errors.js';

/** What {@link createFirebaseAnalytics} needs. */
export interface FirebaseAnalyticsDeps {
  /** The Firebase app; it is initialized on the adapter's first `connect()`. */
  readonly app: FirebaseAppHandle;
  /** The clock that stamps the connection; the system clock by default. */
  readonly clock?: Clock;
}

/**
 * The Firebase Analytics implementation, loaded by the facade in one chunk
 * with `firebase/analytics`. Apps use `createFirebaseAnalytics` from the `./firebase` entry.
 */
export function createFirebaseAnalytics({ app, clock = systemClock }: FirebaseAnalyticsDeps): AnalyticsPort {
  const state = createConnectionState();
  let supported: Promise<boolean> | undefined;
  let connecting: Promise<AnalyticsConnection> | undefined;
  let disposed = false;

  const isSupported = (): Promise<boolean> => {
    if (disposed) return Promise.reject(disposedError());
    supported ??= sdk.isSupported().catch((error: unknown) => {
      supported = undefined;
      throw toAnalyticsError(error);
    });
    return supported;
  };

  const open = async (): Promise<AnalyticsConnection> => {
    try {
      const firebaseApp = await app.getApp();
      if (!(await isSupported())) return { status: 'unsupported' };
      sdk.getAnalytics(firebaseApp);
      return { status: 'connected', connectedAt: clock.now() };
    } catch (error) {
      throw toAnalyticsError(error);
    }
  };

  const connect = (): Promise<AnalyticsConnection> => {
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
