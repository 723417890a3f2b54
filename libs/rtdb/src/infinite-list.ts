import { createInfinitePages, type InfinitePages, type InfinitePagesState, type PageWindow } from '@platform/core';
import { watchList, type RtdbListItem } from './internal/list-items.js';
import { refuse } from './internal/path.js';
import type { RtdbPort } from './rtdb.port.js';
import type { RtdbBound, RtdbOrderBy, RtdbQuery } from './rtdb.types.js';

/** Options for {@link createInfiniteList}. */
export interface InfiniteListOptions {
  /** The order of the list: by a child, the key or the value (a priority order cannot anchor a page: refused). */
  readonly orderBy: Exclude<RtdbOrderBy, { readonly by: 'priority' }>;
  /** Children per page. */
  readonly pageSize: number;
  /** At most this many pages stay loaded: loading one more closes the oldest page's listeners and drops its children. */
  readonly maxPages?: number;
  /**
   * Where the list starts: `start` (the default) pages forward with `limitToFirst`; `end` starts at the last child and
   * pages backward with `limitToLast`, newest first for chronological keys.
   */
  readonly from?: 'start' | 'end';
}

/** What {@link createInfiniteList} holds at a moment: the loaded children, live, in list order. */
export type InfiniteListState = InfinitePagesState<RtdbListItem>;

/** Children loaded a page at a time, every loaded child live; see {@link createInfiniteList}. */
export type InfiniteList = InfinitePages<RtdbListItem>;

/** The value a child is ordered by, as a query bound takes it: objects and arrays read as `null`. */
function orderedValue(orderBy: InfiniteListOptions['orderBy'], item: RtdbListItem): RtdbBound['value'] {
  if (orderBy.by === 'key') return item.key;
  let value: unknown = item.value;
  if (orderBy.by === 'child') {
    for (const segment of orderBy.path.split('/').filter(Boolean)) {
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[segment] : undefined;
    }
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

/**
 * Loads the children at `path` a page at a time, every loaded child live: children added, changed, moved or removed
 * anywhere in the loaded pages show in place. Each page listens to a `limitToFirst` (or `limitToLast`) window that
 * starts after the last child of the page before it, so each child is sent once; a page whose end child is pushed out
 * of its window, or moves, is listened to again bounded by that child. Framework-free: `subscribe` to it, and
 * `stop()` it when done.
 */
export function createInfiniteList(
  port: RtdbPort,
  path: string,
  { orderBy, pageSize, maxPages, from = 'start' }: InfiniteListOptions,
): InfiniteList {
  if ((orderBy.by as string) === 'priority') {
    refuse(
      'rtdb/invalid-query',
      'an infinite list cannot anchor its pages on priorities; order by a child, the key or the value',
    );
  }
  // Ordered by key, the key is the whole bound (the SDK takes no second one).
  const bound = (item: RtdbListItem): RtdbBound =>
    orderBy.by === 'key' ? { value: item.key } : { value: orderedValue(orderBy, item), key: item.key };
  const forward = from === 'start';
  const windowQuery = ({ after, through, limit }: PageWindow<RtdbListItem>): RtdbQuery => ({
    orderBy,
    ...(after ? { [forward ? 'startAfter' : 'endBefore']: bound(after) } : {}),
    ...(through ? { [forward ? 'endAt' : 'startAt']: bound(through) } : {}),
    ...(limit === undefined ? {} : { [forward ? 'limitToFirst' : 'limitToLast']: limit }),
  });
  return createInfinitePages<RtdbListItem>({
    pageSize,
    ...(maxPages === undefined ? {} : { maxPages }),
    idOf: (item) => item.key,
    samePosition: (a, b) => orderedValue(orderBy, a) === orderedValue(orderBy, b),
    open: (window, next, error) =>
      watchList(port, path, windowQuery(window), (items) => next(forward ? items : [...items].reverse(), true), error),
  });
}
