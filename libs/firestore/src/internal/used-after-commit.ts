import { PlatformError } from '@platform/core';

// The message lives here, not only in the catalogue, so that the eager facade can raise the error without it.

/** The message of `firestore/failed-precondition`. */
export const FAILED_PRECONDITION_MESSAGE = 'This request cannot be answered yet. Please try again later.';

/**
 * `firestore/failed-precondition`, the SDK's code for it: a batch used after its `commit()` was called (to write or to
 * commit again), or a transaction used after its work settled.
 */
export const usedAfterCommitError = () =>
  new PlatformError('firestore/failed-precondition', FAILED_PRECONDITION_MESSAGE);
