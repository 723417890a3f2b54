import type { InfinitePages, InfinitePagesState } from '@platform/core';
import { useMemo } from 'react';
import type { SubscriptionScope, SubscriptionSource } from './subscription-store.js';
import { useSubscription } from './use-subscription.js';

/** What an infinite-list hook gives: the loaded items, live, and the moves on the list. */
export interface InfiniteResult<I> extends InfinitePagesState<I> {
  /** Loads the next page; ignored while a page is loading, after a failure and at the end. */
  readonly loadMore: () => void;
  /** Opens again the listeners that failed; the loaded items stay meanwhile. */
  readonly retry: () => void;
  /** Drops every page and starts again from the first. */
  readonly reset: () => void;
}

interface Live<I> {
  readonly state: InfinitePagesState<I>;
  readonly list: InfinitePages<I>;
}

const nothing = () => undefined;

const lists = new WeakSet<object>();

/** How many listeners (one per page) the value of an infinite-list subscription holds; `undefined` for any other value. */
export const pageListenersOf = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null && lists.has(value) ? (value as Live<unknown>).state.pages : undefined;

/**
 * Reads an infinite list through the provider's shared store: `create` builds it when the first component on
 * `scope` and `key` mounts (so `key` must name everything `create` reads), and the store stops it, closing every page
 * listener, once the last one has left and the keep-alive has passed. Components on one key share the list and its
 * pages.
 */
export function useInfinitePages<I>(
  scope: SubscriptionScope,
  key: string,
  create: () => InfinitePages<I>,
): InfiniteResult<I> {
  const source: SubscriptionSource<Live<I>> = (observer) => {
    const list = create();
    const push = (state: InfinitePagesState<I>) => {
      const live = { state, list };
      lists.add(live);
      observer.next(live);
    };
    const unsubscribe = list.subscribe(push);
    push(list.get());
    return () => {
      unsubscribe();
      list.stop();
    };
  };
  const resource = useSubscription(scope, key, source);
  return useMemo((): InfiniteResult<I> => {
    if (resource.status === 'success') {
      const { state, list } = resource.data;
      return { ...state, loadMore: list.loadMore, retry: list.retry, reset: list.reset };
    }
    const failed = resource.status === 'error' ? { status: 'error' as const, error: resource.error } : null;
    return {
      items: [],
      hasMore: false,
      pages: 0,
      hasPendingWrites: false,
      fromCache: false,
      status: 'loading',
      ...failed,
      loadMore: nothing,
      retry: nothing,
      reset: nothing,
    };
  }, [resource]);
}
