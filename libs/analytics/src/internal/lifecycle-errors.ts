import { lifecycleErrors } from '@platform/core';

// The messages live here, not only in the catalogue, so that the eager facade can raise them without it.

/** The message of `analytics/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'Analytics could not be loaded. Check your connection.';

/** The message of `analytics/disposed`. */
export const DISPOSED_MESSAGE = 'Analytics was closed. Reload the page.';

/** `analytics/unavailable` (the implementation chunk did not arrive) and `analytics/disposed`. */
export const lifecycle = lifecycleErrors('analytics', UNAVAILABLE_MESSAGE, DISPOSED_MESSAGE);

/** `analytics/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
