import { prefetchWhenIdle, type PrefetchingImplementation } from '@platform/core';
import { createStorageContext, type FirebaseStorageDeps, type StorageContext } from './storage-context.js';
import { createEdits, type StorageEdits } from './storage-edits.js';
import { createListings, type StorageListings } from './storage-listings.js';
import { createReads, type StorageReads } from './storage-reads.js';

export type { FirebaseStorageDeps } from './storage-context.js';
// Imported from here by the uploads' chunk, which then shares this chunk rather than a third one.
export { toMetadata } from './sdk-conversions.js';

/** The implementation the facade loads: the shared context and every method but `upload`, which is a part of its own. */
export type StorageImplementation = StorageContext &
  StorageReads &
  StorageEdits &
  StorageListings &
  PrefetchingImplementation;

/**
 * The Firebase Storage implementation, loaded by the facade in one chunk with `firebase/storage`. Apps use
 * `createFirebaseStorage` from the `./firebase` entry.
 */
export function createStorageImplementation(deps: FirebaseStorageDeps): StorageImplementation {
  const context = createStorageContext(deps);
  return {
    ...context,
    ...createReads(context),
    ...createEdits(context),
    ...createListings(context),
    // The uploads' part is fetched while the browser is idle, so that an upload started offline is the SDK's to retry.
    prefetch: prefetchWhenIdle,
  };
}
