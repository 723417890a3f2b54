import { lifecycleErrors } from '@platform/core';

// The messages live here, not only in the catalogue, so that the eager facade can raise them without it.

/** The message of `storage/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'Storage could not load. Check your connection.';

/** The message of `storage/disposed`. */
export const DISPOSED_MESSAGE = 'Storage was closed. Reload the page.';

/** `storage/unavailable` (the implementation chunk did not arrive) and `storage/disposed`. */
export const lifecycle = lifecycleErrors('storage', UNAVAILABLE_MESSAGE, DISPOSED_MESSAGE);

/** `storage/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
