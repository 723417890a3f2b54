import { lifecycleErrors } from '@platform/core';

/** `messaging/unavailable` (the implementation chunk did not arrive) and `messaging/disposed`, raised without the catalogue. */
export const lifecycle = lifecycleErrors('messaging', {
  unavailable: 'Messaging could not be loaded. Check your connection and try again.',
  disposed: 'Messaging has been closed. Reload the page to start again.',
});

/** `messaging/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
