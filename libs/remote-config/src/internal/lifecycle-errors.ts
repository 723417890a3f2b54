import { lifecycleErrors } from '@platform/core';

// The messages live here, not only in the catalogue, so that the eager facade can raise them without it.

/** The message of `remote-config/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'Remote Config could not be loaded. Check your connection.';

/** The message of `remote-config/disposed`. */
export const DISPOSED_MESSAGE = 'Remote Config was closed. Reload the page.';

/** `remote-config/unavailable` (the implementation chunk did not arrive) and `remote-config/disposed`. */
export const lifecycle = lifecycleErrors('remote-config', UNAVAILABLE_MESSAGE, DISPOSED_MESSAGE);

/** `remote-config/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
