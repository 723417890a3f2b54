import { lifecycleErrors } from '@platform/core';

/** `storage/unavailable` (the implementation chunk did not arrive) and `storage/disposed`, raised without the catalogue. */
export const lifecycle = lifecycleErrors('storage', {
  unavailable: 'Storage could not load. Check your connection.',
  disposed: 'Storage was closed. Reload the page.',
});

/** `storage/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
