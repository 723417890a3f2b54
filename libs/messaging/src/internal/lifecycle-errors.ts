import { lifecycleErrors } from '@platform/core';

// The messages live here, not only in the catalogue, so that the eager facade can raise them without it.

/** The message of `messaging/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'Messaging could not be loaded. Check your connection.';

/** The message of `messaging/disposed`. */
export const DISPOSED_MESSAGE = 'Messaging was closed. Reload the page.';

/** `messaging/unavailable` (the implementation chunk did not arrive) and `messaging/disposed`. */
export const lifecycle = lifecycleErrors('messaging', UNAVAILABLE_MESSAGE, DISPOSED_MESSAGE);

/** `messaging/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
