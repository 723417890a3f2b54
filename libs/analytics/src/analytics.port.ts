import type { PlatformError } from '@platform/core';
import type { AnalyticsErrorCode } from './analytics.errors.js';
import type { AnalyticsConnection, AnalyticsConnectionState, Unsubscribe } from './analytics.types.js';

/**
 * Analytics, shaped around what apps need.
 *
 * Every method rejects only with a `PlatformError` whose code is a {@link AnalyticsErrorCode}.
 */
export interface AnalyticsPort {
  /**
   * Whether this environment can run Analytics. Resolves `false` rather than
   * rejecting, and gives the same answer for the life of the port.
   */
  isSupported(): Promise<boolean>;
  /**
   * Makes the service ready for the app on the first call; later calls share
   * that connection. Resolves `unsupported` where {@link AnalyticsPort.isSupported}
   * is `false`, and rejects with `analytics/app-deleted` once the app is deleted.
   */
  connect(): Promise<AnalyticsConnection>;
  /** The connection state now, synchronously: `idle` until the first connection settles. */
  currentConnection(): AnalyticsConnectionState;
  /**
   * Calls `listener` with the current state at once, then on every change, and
   * connects if nobody has yet. `onError` hears, with its typed error, when
   * connecting fails; a later successful {@link AnalyticsPort.connect} is heard as usual.
   */
  watchConnection(
    listener: (state: AnalyticsConnectionState) => void,
    onError?: (error: PlatformError<AnalyticsErrorCode>) => void,
  ): Unsubscribe;
  /**
   * Releases the adapter: listeners hear nothing more, and later calls reject
   * with `analytics/disposed`. The Firebase app itself belongs to the caller.
   */
  dispose(): Promise<void>;
}
