import type { PlatformError } from '@platform/core';
import type { FirestoreErrorCode } from './firestore.errors.js';
import type { FirestoreConnection, FirestoreConnectionState, Unsubscribe } from './firestore.types.js';

/**
 * Firestore, shaped around what apps need.
 *
 * Every method rejects only with a `PlatformError` whose code is a {@link FirestoreErrorCode}.
 */
export interface FirestorePort {
  /**
   * Whether this environment can run Firestore. Resolves `false` rather than
   * rejecting, and gives the same answer for the life of the port.
   */
  isSupported(): Promise<boolean>;
  /**
   * Makes the service ready for the app on the first call; later calls share
   * that connection. Resolves `unsupported` where {@link FirestorePort.isSupported}
   * is `false`, and rejects with `firestore/app-deleted` once the app is deleted.
   */
  connect(): Promise<FirestoreConnection>;
  /** The connection state now, synchronously: `idle` until the first connection settles. */
  currentConnection(): FirestoreConnectionState;
  /**
   * Calls `listener` with the current state at once, then on every change, and
   * connects if nobody has yet. `onError` hears, with its typed error, when
   * connecting fails; a later successful {@link FirestorePort.connect} is heard as usual.
   */
  watchConnection(
    listener: (state: FirestoreConnectionState) => void,
    onError?: (error: PlatformError<FirestoreErrorCode>) => void,
  ): Unsubscribe;
  /**
   * Releases the adapter: listeners hear nothing more, and later calls reject
   * with `firestore/disposed`. The Firebase app itself belongs to the caller.
   */
  dispose(): Promise<void>;
}
