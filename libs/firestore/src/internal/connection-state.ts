import { createSubscribable, type PlatformError, type Subscribable } from '@platform/core';
import type { FirestoreErrorCode } from '../firestore.errors.js';
import type { FirestoreConnection, FirestoreConnectionState, Unsubscribe } from '../firestore.types.js';

/** The connection state of one port, which both adapters keep the same way. */
export type ConnectionState = Subscribable<FirestoreConnectionState, PlatformError<FirestoreErrorCode>>;

/** The one `idle` state. */
export const IDLE: FirestoreConnectionState = Object.freeze({ status: 'idle' });

/** A connection state that starts {@link IDLE}. */
export const createConnectionState = (): ConnectionState =>
  createSubscribable<FirestoreConnectionState, PlatformError<FirestoreErrorCode>>(IDLE);

/**
 * Makes the outcome of `connect` (which rejects only with typed errors) the
 * current state: the connection is emitted, a failure reaches the error
 * listeners and is rethrown.
 */
export async function recordConnection(
  state: ConnectionState,
  connect: () => Promise<FirestoreConnection>,
): Promise<FirestoreConnection> {
  try {
    const connection = await connect();
    state.emit(connection);
    return connection;
  } catch (error) {
    state.fail(error as PlatformError<FirestoreErrorCode>);
    throw error;
  }
}

/** `watchConnection` for both adapters: the current state at once, every change after it, and a first connect. */
export function watchConnection(
  state: ConnectionState,
  connect: () => Promise<unknown>,
  listener: (state: FirestoreConnectionState) => void,
  onError?: (error: PlatformError<FirestoreErrorCode>) => void,
): Unsubscribe {
  const unsubscribe = state.subscribe(listener, onError);
  listener(state.get());
  // A failure reaches `onError` through the state; this only keeps it from being reported as unhandled.
  if (state.get() === IDLE) connect().catch(() => undefined);
  return unsubscribe;
}
