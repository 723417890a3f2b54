import { lifecycleErrors } from '@platform/core';

// The messages live here, not only in the catalogue, so that the eager facade can raise them without it.

/** The message of `rtdb/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'The database could not be reached. Check your connection and try again.';

/** The message of `rtdb/disposed`. */
export const DISPOSED_MESSAGE = 'The database has been closed. Reload the page to start again.';

/** `rtdb/unavailable` (the implementation chunk did not arrive, `customData.reason: 'load-failed'`) and `rtdb/disposed`. */
export const lifecycle = lifecycleErrors('rtdb', UNAVAILABLE_MESSAGE, DISPOSED_MESSAGE);

/** `rtdb/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
