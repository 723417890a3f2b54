import { lifecycleErrors } from '@platform/core';

/** `analytics/unavailable` (the implementation chunk did not arrive) and `analytics/disposed`, raised without the catalogue. */
export const lifecycle = lifecycleErrors('analytics', {
  unavailable: 'Analytics could not be loaded. Check your connection.',
  disposed: 'Analytics has been closed. Reload the page to start again.',
});

/** `analytics/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
