import { useSubscription, type SubscriptionSource } from '@platform/react';
import { useState } from 'react';
import { useQueryKey } from './use-query-key.js';
import type { Query } from '../model/query.js';
import { createPager, type Page, type PageCursor } from '../pagination/pager.js';
import { IDLE, IDLE_KEY, idleSource, type FirestoreResource, type HookOptions } from './resource.js';
import { useFirestore } from './use-firestore.js';

/** What {@link usePaginatedQuery} gives: the current page, live, and the moves to the next and previous ones. */
export interface PaginatedQuery<T> {
  /** The current page, kept current as documents come and go. */
  readonly page: FirestoreResource<Page<T>>;
  /** Moves to the next page, when there is one. */
  readonly next: () => void;
  /** Moves to the previous page, when there is one. */
  readonly previous: () => void;
}

const FIRST: PageCursor = { kind: 'first' };

/**
 * One page of a query at a time, live: the page updates as documents come and go, and `next()` / `previous()`
 * move along it. A new query starts again at its first page. A `null` query (or `enabled: false`) reports `idle`.
 */
export function usePaginatedQuery<T>(
  base: Query<T> | null,
  options: HookOptions & { readonly pageSize: number },
): PaginatedQuery<T> {
  const port = useFirestore();
  const active = base !== null && options.enabled !== false;
  const baseKey = useQueryKey(active ? base : null) ?? IDLE_KEY;
  const [position, setPosition] = useState<{ readonly key: string; readonly cursor: PageCursor }>({
    key: baseKey,
    cursor: FIRST,
  });
  const cursor = position.key === baseKey ? position.cursor : FIRST;
  const cursorKey = cursor.kind === 'first' ? 'first' : `${cursor.kind}:${cursor.doc.path}`;
  const key = active ? `firestore:page:${String(options.pageSize)}:${cursorKey}:${baseKey}` : IDLE_KEY;
  const source: SubscriptionSource<Page<T>> = (observer) =>
    active
      ? createPager(port, base, { pageSize: options.pageSize }).watch(cursor, observer.next, observer.error)
      : idleSource();
  const page = useSubscription(port, key, source);
  const move = (to: PageCursor | undefined) => () => {
    if (to) setPosition({ key: baseKey, cursor: to });
  };
  const current = page.status === 'success' ? page.data : undefined;
  return { page: active ? page : IDLE, next: move(current?.next), previous: move(current?.previous) };
}
