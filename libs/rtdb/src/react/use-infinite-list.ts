import { useInfinitePages, type InfiniteResult } from '@platform/react';
import { createInfiniteList, type InfiniteListOptions } from '../infinite-list.js';
import type { RtdbListItem } from '../internal/list-items.js';
import { useRtdb } from './use-rtdb.js';

/**
 * The children at `path` a page at a time, every loaded child live (see `createInfiniteList`): `items` in list
 * order, `loadMore()` and `hasMore`, `status` (`error` keeps the items; `retry()` recovers), and `reset()`.
 * Components on the same path and options share the pages; every page listener closes once the last one has left and
 * the keep-alive has passed.
 */
export function useInfiniteList(path: string, options: InfiniteListOptions): InfiniteResult<RtdbListItem> {
  const port = useRtdb();
  const { orderBy, pageSize, maxPages, from } = options;
  const key = `rtdb:infinite:${path.split('/').filter(Boolean).join('/')}:${JSON.stringify([orderBy, pageSize, maxPages, from])}`;
  return useInfinitePages(port, key, () => createInfiniteList(port, path, options));
}
