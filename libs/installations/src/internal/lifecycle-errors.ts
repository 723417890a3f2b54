import { lifecycleErrors } from '@platform/core';

// The messages live here, not only in the catalogue, so that the eager facade can raise them without it.

/** The message of `installations/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'Installations could not be loaded. Check your connection and try again.';

/** The message of `installations/disposed`. */
export const DISPOSED_MESSAGE = 'Installations has been closed. Reload the page to start again.';

/** `installations/unavailable` (the implementation chunk did not arrive) and `installations/disposed`. */
export const lifecycle = lifecycleErrors('installations', UNAVAILABLE_MESSAGE, DISPOSED_MESSAGE);

/** `installations/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
