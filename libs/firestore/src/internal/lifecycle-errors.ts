import { lifecycleErrors } from '@platform/core';

/** `firestore/unavailable` (the implementation chunk did not arrive) and `firestore/disposed`, raised without the catalogue. */
export const lifecycle = lifecycleErrors('firestore', {
  unavailable: 'Firestore could not be loaded. Check your connection and try again.',
  disposed: 'Firestore has been closed. Reload the page to start again.',
});

/** `firestore/disposed`: the port was used after `dispose()`. */
export const disposedError = lifecycle.disposed;
