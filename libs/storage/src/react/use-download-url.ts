import { useSubscription, type Resource } from '@platform/react';
import type { StorageTarget } from '../storage.types.js';
import { objectKey, objectSource } from './object-source.js';
import { useStorage } from './use-storage.js';

/**
 * The object's download URL as a `loading | success | error` resource; `null` when there is no such object. It
 * follows uploads and deletes made through the same port, so an `<img>` shows the new file.
 */
export function useDownloadURL(target: StorageTarget): Resource<string | null> {
  const port = useStorage();
  return useSubscription(
    port,
    objectKey('download-url', target),
    objectSource(port, target, (p, t) => p.getDownloadUrl(t)),
  );
}
