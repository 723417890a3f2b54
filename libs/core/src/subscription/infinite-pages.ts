import { currentCostKey, withCostKey } from '../cost/cost-key.js';
import { coreErrors } from '../errors/core.errors.js';
import { createSubscribable } from './subscribable.js';

/**
 * The part of an ordered result one page listener reads. Items are in list order; `after` and `through` are
 * positions taken from items the listener reported earlier.
 */
export interface PageWindow<I> {
  /** The items after this one's position; from the start of the list when absent. */
  readonly after?: I;
  /** The items up to and including this one's position: a page closed at its last item, read without a limit. */
  readonly through?: I;
  /** At most this many items from the start of the window: the last page's, one more than a page. */
  readonly limit?: number;
}

/** Options for {@link createInfinitePages}: how one page is listened to, and how big pages are. */
export interface InfinitePagesOptions<I> {
  /** Items per page; a whole number of at least 1. */
  readonly pageSize: number;
  /** At most this many pages stay loaded: loading one more closes the oldest page's listener and drops its items. */
  readonly maxPages?: number;
  /**
   * Opens one listener on `window`; it reports the window's items in list order, whether the backend confirmed them
   * (`complete`; a cache's answer may be partial), and whether they hold local writes the backend has not confirmed
   * yet. Returns the function that closes it.
   */
  readonly open: (
    window: PageWindow<I>,
    next: (items: readonly I[], complete: boolean, pendingWrites?: boolean) => void,
    error: (error: unknown) => void,
  ) => () => void;
  /** The item's identity, unique in the list. */
  readonly idOf: (item: I) => string;
  /** Whether two versions of one item stand at the same place in the order (their ordered fields are equal). */
  readonly samePosition: (a: I, b: I) => boolean;
}

/** What an infinite list holds at a moment. */
export interface InfinitePagesState<I> {
  /** Every loaded item, in list order, each once, live. */
  readonly items: readonly I[];
  /** `loading` while a page has not answered yet, `error` once a listener failed (the items are kept), else `success`. */
  readonly status: 'loading' | 'success' | 'error';
  /** The first listener failure, while `status` is `error`. */
  readonly error?: unknown;
  /** Whether items follow the last loaded page. */
  readonly hasMore: boolean;
  /** How many pages are loaded, each with its own listener. */
  readonly pages: number;
  /** Whether the items hold local writes the backend has not confirmed yet. */
  readonly hasPendingWrites: boolean;
  /**
   * Whether some page's latest answer came from a local cache rather than the backend (offline, or not answered yet):
   * it may lack items, and `hasMore` may be false until the backend answers.
   */
  readonly fromCache: boolean;
}

/** A list that grows a page at a time, with one listener per page, every item live. */
export interface InfinitePages<I> {
  /** The current state; the same object until it changes. */
  get(): InfinitePagesState<I>;
  /**
   * Calls `listener` with every new state. Returns the function that removes it. The first listener opens the first
   * page's listener: until then the list reads nothing (and stays `loading`).
   */
  subscribe(listener: (state: InfinitePagesState<I>) => void): () => void;
  /** Loads the next page; ignored while a page is loading, after a failure, at the end, or once stopped. */
  loadMore(): void;
  /** Opens again the listeners that failed, keeping every loaded item meanwhile. */
  retry(): void;
  /** Closes every listener and starts again from the first page. */
  reset(): void;
  /** Closes every listener; the state stays as it was. */
  stop(): void;
}

interface Page<I> {
  after?: I;
  /** Set once a page is no longer the last: its last item, where the next page starts. */
  end?: I;
  /** Whether its listener reads `after`…`end` without a limit. */
  bounded: boolean;
  /** What the listener last reported; `undefined` until it answers. */
  raw?: readonly I[];
  /** Whether the backend confirmed `raw`. */
  complete: boolean;
  pendingWrites?: boolean;
  shown: readonly I[];
  error?: unknown;
  close?: () => void;
}

function checkWhole(name: string, value: number | undefined): void {
  if (value === undefined || (Number.isInteger(value) && value >= 1)) return;
  throw coreErrors.create('core/invalid-argument', {
    message: `infinite list: ${name} must be a whole number of at least 1; got ${String(value)}.`,
    customData: { [name]: value },
  });
}

/**
 * A live infinite list over any ordered source. Each page has its own listener, anchored at the last item of the
 * page before it, so each item is read once: the last page reads one item more than a page (to learn whether more
 * follow) and, once another page follows it, keeps that listener while its last item stays where it was. When items
 * inserted before that item push it out of the window, or the item itself moves or goes, the page's listener is
 * replaced by one bounded by the item's place (`after`…`through`, no limit), so no item falls between two pages.
 * Nothing is read until the first `subscribe`.
 */
export function createInfinitePages<I>({
  pageSize,
  maxPages,
  open,
  idOf,
  samePosition,
}: InfinitePagesOptions<I>): InfinitePages<I> {
  checkWhole('pageSize', pageSize);
  checkWhole('maxPages', maxPages);
  let pages: Page<I>[] = [];
  let stopped = false;
  const state = createSubscribable<InfinitePagesState<I>>({
    items: [],
    status: 'loading',
    hasMore: false,
    pages: 0,
    hasPendingWrites: false,
    fromCache: false,
  });

  const publish = () => {
    const seen = new Set<string>();
    const items: I[] = [];
    for (const page of pages) {
      for (const item of page.shown) {
        const id = idOf(item);
        if (seen.has(id)) continue;
        seen.add(id);
        items.push(item);
      }
    }
    const failed = pages.find((page) => page.error !== undefined);
    const last = pages.at(-1);
    state.emit({
      items,
      status: failed ? 'error' : pages.some((page) => !page.raw) ? 'loading' : 'success',
      ...(failed ? { error: failed.error } : {}),
      hasMore: last?.raw ? last.raw.length > pageSize : pages.length > 1,
      pages: pages.length,
      hasPendingWrites: pages.some((page) => page.pendingWrites === true),
      fromCache: pages.some((page) => page.raw !== undefined && !page.complete),
    });
  };

  const windowOf = (page: Page<I>): PageWindow<I> => ({
    ...(page.after === undefined ? {} : { after: page.after }),
    ...(page.bounded ? { through: page.end } : { limit: pageSize + 1 }),
  });

  /** The items a page shows from what its listener reported, or `undefined` when its window no longer reaches its end. */
  const shownOf = (page: Page<I>, raw: readonly I[]): readonly I[] | undefined => {
    if (page.bounded) return raw;
    if (page.end === undefined) return raw.slice(0, pageSize);
    const end = page.end;
    const at = raw.findIndex((item) => idOf(item) === idOf(end));
    if (at < 0 || !samePosition(raw[at] as I, end)) return undefined;
    return raw.slice(0, at + 1);
  };

  /** The store key the list was started under: pages loaded later are charged to it too (see `withCostKey`). */
  let costKey: string | undefined;
  const listen = (page: Page<I>) => {
    // `close` arrives once `open` returns; a listener that answered synchronously may already have stopped.
    const listener = { live: true, close: undefined as (() => void) | undefined };
    const stop = () => {
      listener.live = false;
      listener.close?.();
    };
    page.close = stop;
    const openPage = () =>
      open(
        windowOf(page),
        (raw, complete, pendingWrites) => {
          if (!listener.live) return;
          const shown = shownOf(page, raw);
          if (shown === undefined) {
            stop();
            page.bounded = true;
            listen(page);
            return;
          }
          page.raw = raw;
          page.complete = complete;
          page.pendingWrites = pendingWrites;
          page.shown = shown;
          publish();
        },
        (error) => {
          if (!listener.live) return;
          stop();
          page.error = error;
          publish();
        },
      );
    listener.close = costKey === undefined ? openPage() : withCostKey(costKey, openPage);
    if (!listener.live) listener.close();
  };

  const closeAll = () => {
    for (const page of pages) page.close?.();
  };

  const start = () => {
    costKey = currentCostKey() ?? costKey;
    pages = [{ bounded: false, complete: false, shown: [] }];
    listen(pages[0] as Page<I>);
    publish();
  };

  let started = false;
  return {
    get: state.get,
    subscribe(listener) {
      const unsubscribe = state.subscribe(listener);
      if (!started && !stopped) {
        started = true;
        start();
      }
      return unsubscribe;
    },
    loadMore() {
      const current = state.get();
      const last = pages.at(-1);
      const end = last?.shown.at(-1);
      if (stopped || current.status !== 'success' || !current.hasMore || !last || end === undefined) return;
      last.end = end;
      const page: Page<I> = { after: end, bounded: false, complete: false, shown: [] };
      pages.push(page);
      if (maxPages !== undefined && pages.length > maxPages) pages.shift()?.close?.();
      listen(page);
      publish();
    },
    retry() {
      if (stopped) return;
      for (const page of pages) {
        if (page.error === undefined) continue;
        page.error = undefined;
        listen(page);
      }
      publish();
    },
    reset() {
      if (stopped || !started) return;
      closeAll();
      start();
    },
    stop() {
      stopped = true;
      closeAll();
    },
  };
}
