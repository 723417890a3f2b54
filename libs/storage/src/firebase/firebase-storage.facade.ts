import { forwardMethods, lazyImplementation } from '@platform/core';
import type { StoragePort } from '../storage.port.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import { deferUploadTask } from './deferred-upload-task.js';
import type { FirebaseStorageDeps } from './firebase-storage.js';

/**
 * Creates the Firebase Storage adapter. This is its whole eager cost: a facade whose first call loads the
 * implementation in one chunk with `firebase/storage`; an upload loads, in the same round, the uploads' own chunk. An
 * upload started before they arrive is a task at once; a chunk that cannot be loaded rejects with
 * `storage/unavailable`, and the next call tries again.
 */
export function createFirebaseStorage(deps: FirebaseStorageDeps): StoragePort {
  const implementation = lazyImplementation(
    () => import('./firebase-storage.js').then((loaded) => loaded.createStorageImplementation(deps)),
    { errors: lifecycle },
  );
  const uploads = implementation.part(() => import('./storage-uploads.js').then((part) => part.createUploads));

  return {
    ...forwardMethods(implementation, [
      'getDownloadUrl',
      'getBytes',
      'getBlob',
      'getMetadata',
      'updateMetadata',
      'list',
      'listAll',
      'delete',
    ]),
    upload: (target, data, options) =>
      deferUploadTask(uploads.load().then((part) => part.upload(target, data, options))),
    watchChanges: (listener) => implementation.whenLoaded((port) => port.watchChanges(listener)),
    dispose: () => implementation.dispose(),
  };
}
