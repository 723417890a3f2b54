import { lifecycleErrors } from '@platform/core';

// The messages live here, not only in the catalogue, so that the eager facade can raise them without it.

/** The message of `firestore/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'Firestore could not be loaded. Check your connection.';

/** The message of `firestore/disposed`. */
export const DISPOSED_MESSAGE = 'Firestore has been closed. Reload the page to start again.';

/** `firestore/unavailable` (the implementation chunk did not arrive) and `firestore/disposed`. */
export const lifecycle = lifecycleErrors('firestore', UNAVAILABLE_MESSAGE, DISPOSED_MESSAGE);

/** `firestore/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
