import { lifecycleErrors } from '@platform/core';

// The messages live here, not only in the catalogue, so that the eager facade can raise them without it.

/** The message of `appcheck/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'App Check could not be loaded. Check your connection.';

/** The message of `appcheck/disposed`. */
export const DISPOSED_MESSAGE = 'App Check was closed. Reload the page.';

/** `appcheck/unavailable` (the implementation chunk did not arrive) and `appcheck/disposed`. */
export const lifecycle = lifecycleErrors('appcheck', UNAVAILABLE_MESSAGE, DISPOSED_MESSAGE);
