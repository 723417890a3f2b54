import { lifecycleErrors } from '@platform/core';

/** `rtdb/unavailable` (the implementation chunk did not arrive) and `rtdb/disposed`, raised without the catalogue. */
export const lifecycle = lifecycleErrors('rtdb', {
  unavailable: 'The database could not be reached. Check your connection and try again.',
  disposed: 'The database has been closed. Reload the page to start again.',
});

/** `rtdb/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
