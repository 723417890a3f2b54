import { lifecycleErrors } from '@platform/core';

/** `remote-config/unavailable` (the implementation chunk did not arrive) and `remote-config/disposed`, raised without the catalogue. */
export const lifecycle = lifecycleErrors('remote-config', {
  unavailable: 'Remote Config could not be loaded. Check your connection and try again.',
  disposed: 'Remote Config has been closed. Reload the page to start again.',
});

/** `remote-config/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
