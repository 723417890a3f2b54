import { createSubscribable, type PlatformError, type Subscribable } from '@platform/core';
import type { AnalyticsErrorCode } from '../analytics.errors.js';
import type { AnalyticsConnection, AnalyticsConnectionState, Unsubscribe } from '../analytics.types.js';

/** The connection state of one port, which both adapters keep the same way. */
export type ConnectionState = Subscribable<AnalyticsConnectionState, PlatformError<AnalyticsErrorCode>>;

/** The one `idle` state. */
export const IDLE: AnalyticsConnectionState = Object.freeze({ status: 'idle' });

/** A connection state that starts {@link IDLE}. */
export const createConnectionState = (): ConnectionState =>
  createSubscribable<AnalyticsConnectionState, PlatformError<AnalyticsErrorCode>>(IDLE);

/**
 * Makes the outcome of `connect` (which rejects only with typed errors) the
 * current state: the connection is emitted, a failure reaches the error
 * listeners and is rethrown.
 */
export async function recordConnection(
  state: ConnectionState,
  connect: () => Promise<AnalyticsConnection>,
): Promise<AnalyticsConnection> {
  try {
    const connection = await connect();
    state.emit(connection);
    return connection;
  } catch (error) {
    state.fail(error as PlatformError<AnalyticsErrorCode>);
    throw error;
  }
}

/** `watchConnection` for both adapters: the current state at once, every change after it, and a first connect. */
export function watchConnection(
  state: ConnectionState,
  connect: () => Promise<unknown>,
  listener: (state: AnalyticsConnectionState) => void,
  onError?: (error: PlatformError<AnalyticsErrorCode>) => void,
): Unsubscribe {
  const unsubscribe = state.subscribe(listener, onError);
  listener(state.get());
  // A failure reaches `onError` through the state; this only keeps it from being reported as unhandled.
  if (state.get() === IDLE) connect().catch(() => undefined);
  return unsubscribe;
}
