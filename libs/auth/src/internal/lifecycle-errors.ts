import { lifecycleErrors } from '@platform/core';

// The messages live here, not only in the catalogue, so that the eager facade can raise them without it.

/** The message of `auth/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'Sign-in could not be loaded. Check your connection and try again.';

/** The message of `auth/disposed`. */
export const DISPOSED_MESSAGE = 'Sign-in was closed. Reload the page to continue.';

/** `auth/unavailable` (the implementation or one of its parts did not arrive) and `auth/disposed`. */
export const lifecycle = lifecycleErrors('auth', UNAVAILABLE_MESSAGE, DISPOSED_MESSAGE);
