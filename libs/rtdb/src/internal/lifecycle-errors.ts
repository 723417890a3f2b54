import { PlatformError } from '@platform/core';
import type { RtdbErrorCode } from '../rtdb.errors.js';

/** The message of `rtdb/unavailable`, kept out of the catalogue so the eager facade can raise it. */
export const UNAVAILABLE_MESSAGE = 'The database could not be reached. Check your connection and try again.';

/** The message of `rtdb/disposed`, kept out of the catalogue so the eager facade can raise it. */
export const DISPOSED_MESSAGE = 'The database has been closed. Reload the page to start again.';

/** `rtdb/unavailable`: the implementation chunk (or the SDK with it) did not arrive. */
export const unavailableError = (cause: unknown): PlatformError<RtdbErrorCode> =>
  new PlatformError<RtdbErrorCode>('rtdb/unavailable', UNAVAILABLE_MESSAGE, {
    cause,
    customData: { reason: 'load-failed' },
  });

/** `rtdb/disposed`: the port was used after `dispose()`. */
export const disposedError = (): PlatformError<RtdbErrorCode> =>
  new PlatformError<RtdbErrorCode>('rtdb/disposed', DISPOSED_MESSAGE);
