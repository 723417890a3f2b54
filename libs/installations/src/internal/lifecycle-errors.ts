import { lifecycleErrors } from '@platform/core';

/** `installations/unavailable` (the implementation chunk did not arrive) and `installations/disposed`, raised without the catalogue. */
export const lifecycle = lifecycleErrors('installations', {
  unavailable: 'Installations could not be loaded. Check your connection and try again.',
  disposed: 'Installations has been closed. Reload the page to start again.',
});

/** `installations/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
