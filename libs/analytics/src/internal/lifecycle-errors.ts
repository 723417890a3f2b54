import { PlatformError } from '@platform/core';
import type { AnalyticsErrorCode } from '../analytics.errors.js';

// These messages live here, not only in the catalogue, so that the eager facade can raise them without the catalogue.

/** The message of `analytics/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'Analytics could not be loaded. Check your connection.';
/** The message of `analytics/disposed`. */
export const DISPOSED_MESSAGE = 'Analytics has been closed. Reload the page to start again.';
/** `analytics/unavailable`: the implementation chunk (or the SDK with it) did not arrive. */
export const unavailableError = (cause: unknown): PlatformError<AnalyticsErrorCode> =>
  new PlatformError<AnalyticsErrorCode>('analytics/unavailable', UNAVAILABLE_MESSAGE, { cause });

/** `analytics/disposed`: the port was used after `dispose()`. */
export const disposedError = (): PlatformError<AnalyticsErrorCode> =>
  new PlatformError<AnalyticsErrorCode>('analytics/disposed', DISPOSED_MESSAGE);
