import { PlatformError } from '@platform/core';
import type { FirestoreErrorCode } from '../firestore.errors.js';

/** The message of `firestore/unavailable`, kept out of the catalogue so the eager facade can raise it. */
export const UNAVAILABLE_MESSAGE = 'Firestore could not be loaded. Check your connection and try again.';

/** The message of `firestore/disposed`, kept out of the catalogue so the eager facade can raise it. */
export const DISPOSED_MESSAGE = 'Firestore has been closed. Reload the page to start again.';

/** `firestore/unavailable`: the implementation chunk (or the SDK with it) did not arrive. */
export const unavailableError = (cause: unknown): PlatformError<FirestoreErrorCode> =>
  new PlatformError<FirestoreErrorCode>('firestore/unavailable', UNAVAILABLE_MESSAGE, { cause });

/** `firestore/disposed`: the port was used after `dispose()`. */
export const disposedError = (): PlatformError<FirestoreErrorCode> =>
  new PlatformError<FirestoreErrorCode>('firestore/disposed', DISPOSED_MESSAGE);
