import { PlatformError } from '@platform/core';
import type { MessagingErrorCode } from '../messaging.errors.js';

/** The message of `messaging/unavailable`, kept out of the catalogue so the eager facade can raise it. */
export const UNAVAILABLE_MESSAGE = 'Messaging could not be loaded. Check your connection and try again.';

/** The message of `messaging/disposed`, kept out of the catalogue so the eager facade can raise it. */
export const DISPOSED_MESSAGE = 'Messaging has been closed. Reload the page to start again.';

/** `messaging/unavailable`: the implementation chunk (or the SDK with it) did not arrive. */
export const unavailableError = (cause: unknown): PlatformError<MessagingErrorCode> =>
  new PlatformError<MessagingErrorCode>('messaging/unavailable', UNAVAILABLE_MESSAGE, { cause });

/** `messaging/disposed`: the port was used after `dispose()`. */
export const disposedError = (): PlatformError<MessagingErrorCode> =>
  new PlatformError<MessagingErrorCode>('messaging/disposed', DISPOSED_MESSAGE);
