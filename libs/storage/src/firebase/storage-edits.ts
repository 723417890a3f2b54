import * as sdk from 'firebase/storage';
import type { StoragePort } from '../storage.port.js';
import { updateFields } from '../internal/object-metadata.js';
import type { StorageContext } from './storage-context.js';
import { toMetadata } from './sdk-conversions.js';

/** The methods that change a stored object: its metadata, or its removal. */
export type StorageEdits = Pick<StoragePort, 'updateMetadata' | 'delete'>;

/** The edits, in a chunk of their own, over the shared implementation. */
export function createEdits({ withRef, tell }: StorageContext): StorageEdits {
  return {
    updateMetadata: (target, update) =>
      withRef('updateMetadata', target, async (ref) => {
        // The backend merges the update: `null` removes a field, a custom key or every custom key, as its JSON API
        // defines.
        const metadata = toMetadata(await sdk.updateMetadata(ref, updateFields(update) as sdk.SettableMetadata));
        tell(ref, 'updated');
        return metadata;
      }),
    delete: (target) =>
      withRef('delete', target, async (ref) => {
        await sdk.deleteObject(ref);
        tell(ref, 'deleted');
      }),
  };
}
