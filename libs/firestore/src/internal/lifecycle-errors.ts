import { lifecycleErrors } from '@platform/core';

// The messages live here, not only in the catalogue, so that the eager facade can raise them without it.

/** The message of `firestore/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'Firestore could not be loaded. Check your connection.';

/** The message of `firestore/disposed`. */
export const DISPOSED_MESSAGE = 'Firestore was closed. Reload the page.';

/** `firestore/unavailable` (the implementation chunk did not arrive) and `firestore/disposed`. */
export const lifecycle = lifecycleErrors('firestore', UNAVAILABLE_MESSAGE, DISPOSED_MESSAGE);
