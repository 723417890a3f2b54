import { PlatformError } from '@platform/core';
import type { InstallationsErrorCode } from '../installations.errors.js';

/** The message of `installations/unavailable`, kept out of the catalogue so the eager facade can raise it. */
export const UNAVAILABLE_MESSAGE = 'Installations could not be loaded. Check your connection and try again.';

/** The message of `installations/disposed`, kept out of the catalogue so the eager facade can raise it. */
export const DISPOSED_MESSAGE = 'Installations has been closed. Reload the page to start again.';

/** `installations/unavailable`: the implementation chunk (or the SDK with it) did not arrive. */
export const unavailableError = (cause: unknown): PlatformError<InstallationsErrorCode> =>
  new PlatformError<InstallationsErrorCode>('installations/unavailable', UNAVAILABLE_MESSAGE, { cause });

/** `installations/disposed`: the port was used after `dispose()`. */
export const disposedError = (): PlatformError<InstallationsErrorCode> =>
  new PlatformError<InstallationsErrorCode>('installations/disposed', DISPOSED_MESSAGE);
