import { useSubscription, type Resource } from '@platform/react';
import type { ListOptions, StorageListPage, StorageTarget } from '../storage.types.js';
import { objectKey, objectSource } from './object-source.js';
import { useStorage } from './use-storage.js';

/**
 * One page of what is under the prefix `target` as a `loading | success | error` resource (pass the previous page's
 * `nextPageToken` for the next one). It follows changes made through the same port anywhere under the prefix.
 */
export function useList(target: StorageTarget, options: ListOptions = {}): Resource<StorageListPage> {
  const port = useStorage();
  const { maxResults, pageToken } = options;
  return useSubscription(
    port,
    objectKey('list', target, `?max=${maxResults ?? ''}&page=${pageToken ?? ''}`),
    objectSource(port, target, (p, t) => p.list(t, options)),
  );
}
