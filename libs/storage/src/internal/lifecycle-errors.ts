import { PlatformError } from '@platform/core';
import type { StorageErrorCode } from '../storage.errors.js';

/** The message of `storage/unavailable`, kept out of the catalogue so the eager facade can raise it. */
export const UNAVAILABLE_MESSAGE = 'Storage could not load. Check your connection.';

/** The message of `storage/disposed`, kept out of the catalogue so the eager facade can raise it. */
export const DISPOSED_MESSAGE = 'Storage was closed. Reload the page.';

/** `storage/unavailable`: the implementation chunk (or the SDK with it) did not arrive. */
export const unavailableError = (cause: unknown): PlatformError<StorageErrorCode> =>
  new PlatformError<StorageErrorCode>('storage/unavailable', UNAVAILABLE_MESSAGE, { cause });

/** `storage/disposed`: the port was used after `dispose()`. */
export const disposedError = (): PlatformError<StorageErrorCode> =>
  new PlatformError<StorageErrorCode>('storage/disposed', DISPOSED_MESSAGE);
