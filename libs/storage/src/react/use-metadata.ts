import { useSubscription, type Resource } from '@platform/react';
import { useMemo } from 'react';
import type { StorageObjectMetadata, StorageTarget } from '../storage.types.js';
import { objectKey, objectSource } from './object-source.js';
import { useStorage } from './use-storage.js';

/**
 * The object's metadata as a `loading | success | error` resource; `null` when there is no such object. It follows
 * uploads, metadata updates and deletes made through the same port.
 */
export function useMetadata(target: StorageTarget): Resource<StorageObjectMetadata | null> {
  const port = useStorage();
  const key = objectKey('metadata', target);
  const source = useMemo(() => objectSource(port, target, (p, t) => p.getMetadata(t)), [port, key]);
  return useSubscription(port, key, source);
}
