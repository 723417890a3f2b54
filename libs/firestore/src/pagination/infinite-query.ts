import { createInfinitePages, type InfinitePages, type InfinitePagesState } from '@platform/core';
import { badInput } from '../firestore.errors.js';
import type { FirestorePort } from '../firestore.port.js';
import type { FirestoreDoc } from '../firestore.types.js';
import { cursorValues } from '../internal/cursor-values.js';
import { taggedKey } from '../internal/query-key.js';
import { endAt, limit, query, startAfter, type Query } from '../model/query.js';

/** Options for {@link createInfiniteQuery}. */
export interface InfiniteQueryOptions {
  /** Documents per page. */
  readonly pageSize: number;
  /** At most this many pages stay loaded: loading one more closes the oldest page's listener and drops its documents. */
  readonly maxPages?: number;
}

/** What {@link createInfiniteQuery} holds at a moment: the loaded documents, live, in the query's order. */
export type InfiniteQueryState<T> = InfinitePagesState<FirestoreDoc<T>>;

/** A query's results loaded a page at a time, every loaded document live; see {@link createInfiniteQuery}. */
export type InfiniteQuery<T> = InfinitePages<FirestoreDoc<T>>;

/**
 * Loads `base` (which should order its results) a page at a time, every loaded document live: documents added,
 * changed or removed anywhere in the loaded pages show in place. Each page has one listener anchored after the last
 * document of the page before it, so every document is read once (`limit(k·n)` instead would read
 * n·k(k+1)/2 documents for k pages); a page whose end document is pushed out of its window by inserts, or moved, is
 * listened to again bounded by that document. Framework-free: `subscribe` to it (the first subscriber opens the
 * first page), and `stop()` it when done.
 *
 * The pages are the limit: a `base` with `limit()` or `limitToLast()` is refused with `firestore/invalid-query`, as
 * a page bounded by its last document would keep that limit and drop the documents past it. To show at most n
 * documents, stop calling `loadMore()` once `items` holds n (or set `maxPages`).
 *
 * @throws `firestore/invalid-query` when `base` has a limit.
 */
export function createInfiniteQuery<T>(
  port: FirestorePort,
  base: Query<T>,
  { pageSize, maxPages }: InfiniteQueryOptions,
): InfiniteQuery<T> {
  if (base.limit) {
    throw badInput(
      'firestore/invalid-query',
      `an infinite query reads its pages with limits of its own; leave ${base.limit.fromEnd ? 'limitToLast' : 'limit'}() out of its query and load fewer pages instead`,
      { limit: base.limit.count, fromEnd: base.limit.fromEnd },
    );
  }
  const position = (doc: FirestoreDoc<T>) => taggedKey(cursorValues(base, doc, 'the page end'));
  return createInfinitePages<FirestoreDoc<T>>({
    pageSize,
    ...(maxPages === undefined ? {} : { maxPages }),
    idOf: (doc) => doc.path,
    samePosition: (a, b) => position(a) === position(b),
    open: (window, next, error) => {
      const constraints = [
        ...(window.after ? [startAfter(window.after)] : []),
        ...(window.through ? [endAt(window.through)] : []),
        ...(window.limit === undefined ? [] : [limit(window.limit)]),
      ];
      return port.onQuery(
        query(base, ...constraints),
        (snapshot) => next(snapshot.docs, !snapshot.fromCache, snapshot.hasPendingWrites),
        error,
      );
    },
  });
}
