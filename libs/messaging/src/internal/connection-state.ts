import { createSubscribable, type PlatformError, type Subscribable } from '@platform/core';
import type { MessagingErrorCode } from '../messaging.errors.js';
import type { MessagingConnection, MessagingConnectionState, Unsubscribe } from '../messaging.types.js';

/** The connection state of one port, which both adapters keep the same way. */
export type ConnectionState = Subscribable<MessagingConnectionState, PlatformError<MessagingErrorCode>>;

/** The one `idle` state. */
export const IDLE: MessagingConnectionState = Object.freeze({ status: 'idle' });

/** A connection state that starts {@link IDLE}. */
export const createConnectionState = (): ConnectionState =>
  createSubscribable<MessagingConnectionState, PlatformError<MessagingErrorCode>>(IDLE);

/**
 * Makes the outcome of `connect` (which rejects only with typed errors) the
 * current state: the connection is emitted, a failure reaches the error
 * listeners and is rethrown.
 */
export async function recordConnection(
  state: ConnectionState,
  connect: () => Promise<MessagingConnection>,
): Promise<MessagingConnection> {
  try {
    const connection = await connect();
    state.emit(connection);
    return connection;
  } catch (error) {
    state.fail(error as PlatformError<MessagingErrorCode>);
    throw error;
  }
}

/** `watchConnection` for both adapters: the current state at once, every change after it, and a first connect. */
export function watchConnection(
  state: ConnectionState,
  connect: () => Promise<unknown>,
  listener: (state: MessagingConnectionState) => void,
  onError?: (error: PlatformError<MessagingErrorCode>) => void,
): Unsubscribe {
  const unsubscribe = state.subscribe(listener, onError);
  listener(state.get());
  // A failure reaches `onError` through the state; this only keeps it from being reported as unhandled.
  if (state.get() === IDLE) connect().catch(() => undefined);
  return unsubscribe;
}
