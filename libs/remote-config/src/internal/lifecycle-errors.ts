import { PlatformError } from '@platform/core';
import type { RemoteConfigErrorCode } from '../remote-config.errors.js';

/** The message of `remote-config/unavailable`, kept out of the catalogue so the eager facade can raise it. */
export const UNAVAILABLE_MESSAGE = 'Remote Config could not be loaded. Check your connection and try again.';

/** The message of `remote-config/disposed`, kept out of the catalogue so the eager facade can raise it. */
export const DISPOSED_MESSAGE = 'Remote Config has been closed. Reload the page to start again.';

/** `remote-config/unavailable`: the implementation chunk (or the SDK with it) did not arrive. */
export const unavailableError = (cause: unknown): PlatformError<RemoteConfigErrorCode> =>
  new PlatformError<RemoteConfigErrorCode>('remote-config/unavailable', UNAVAILABLE_MESSAGE, { cause });

/** `remote-config/disposed`: the port was used after `dispose()`. */
export const disposedError = (): PlatformError<RemoteConfigErrorCode> =>
  new PlatformError<RemoteConfigErrorCode>('remote-config/disposed', DISPOSED_MESSAGE);
