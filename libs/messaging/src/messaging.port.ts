import type { PlatformError } from '@platform/core';
import type { MessagingErrorCode } from './messaging.errors.js';
import type { MessagingConnection, MessagingConnectionState, Unsubscribe } from './messaging.types.js';

/**
 * Messaging, shaped around what apps need.
 *
 * Every method rejects only with a `PlatformError` whose code is a {@link MessagingErrorCode}.
 */
export interface MessagingPort {
  /**
   * Whether this environment can run Messaging. Resolves `false` rather than
   * rejecting, and gives the same answer for the life of the port.
   */
  isSupported(): Promise<boolean>;
  /**
   * Makes the service ready for the app on the first call; later calls share
   * that connection. Resolves `unsupported` where {@link MessagingPort.isSupported}
   * is `false`, and rejects with `messaging/app-deleted` once the app is deleted.
   */
  connect(): Promise<MessagingConnection>;
  /** The connection state now, synchronously: `idle` until the first connection settles. */
  currentConnection(): MessagingConnectionState;
  /**
   * Calls `listener` with the current state at once, then on every change, and
   * connects if nobody has yet. `onError` hears, with its typed error, when
   * connecting fails; a later successful {@link MessagingPort.connect} is heard as usual.
   */
  watchConnection(
    listener: (state: MessagingConnectionState) => void,
    onError?: (error: PlatformError<MessagingErrorCode>) => void,
  ): Unsubscribe;
  /**
   * Releases the adapter: listeners hear nothing more, and later calls reject
   * with `messaging/disposed`. The Firebase app itself belongs to the caller.
   */
  dispose(): Promise<void>;
}
