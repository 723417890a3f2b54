import { useSubscription, type Resource } from '@platform/react';
import type { StorageObjectMetadata, StorageTarget } from '../storage.types.js';
import { objectKey, objectSource } from './object-source.js';
import { useStorage } from './use-storage.js';

/**
 * The object's metadata as a `loading | success | error` resource; `null` when there is no such object. It follows
 * uploads, metadata updates and deletes made through the same port.
 */
export function useMetadata(target: StorageTarget): Resource<StorageObjectMetadata | null> {
  const port = useStorage();
  return useSubscription(
    port,
    objectKey('metadata', target),
    objectSource(port, target, (p, t) => p.getMetadata(t)),
  );
}
