import { useSubscription, type Resource } from '@platform/react';
import { useMemo } from 'react';
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
  const key = objectKey('list', target, `?max=${maxResults ?? ''}&page=${pageToken ?? ''}`);
  const source = useMemo(
    () =>
      objectSource(port, target, (p, t) =>
        p.list(t, {
          ...(maxResults === undefined ? {} : { maxResults }),
          ...(pageToken === undefined ? {} : { pageToken }),
        }),
      ),
    [port, key],
  );
  return useSubscription(port, key, source);
}
