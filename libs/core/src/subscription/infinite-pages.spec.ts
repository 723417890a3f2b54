import { isPlatformError } from '../errors/platform-error.js';
import { createInfinitePages, type PageWindow } from './infinite-pages.js';

interface Item {
  readonly id: string;
  readonly n: number;
}

/** A sorted list that answers each window synchronously and on every change, as a memory adapter would. */
function sortedSource(initial: readonly number[]) {
  let items: Item[] = initial.map((n) => ({ id: `i${String(n)}`, n }));
  const listeners = new Set<() => void>();
  const opened: PageWindow<Item>[] = [];
  const open = (window: PageWindow<Item>, next: (items: readonly Item[], complete: boolean) => void) => {
    opened.push(window);
    const answer = () => {
      let view = [...items].sort((a, b) => a.n - b.n);
      if (window.after) view = view.filter((item) => item.n > (window.after as Item).n);
      if (window.through) view = view.filter((item) => item.n <= (window.through as Item).n);
      next(window.limit === undefined ? view : view.slice(0, window.limit), true);
    };
    listeners.add(answer);
    answer();
    return () => listeners.delete(answer);
  };
  const change = (update: (current: Item[]) => Item[]) => {
    items = update(items);
    for (const listener of [...listeners]) listener();
  };
  return { open, opened, change, listening: () => listeners.size };
}

const options = (source: ReturnType<typeof sortedSource>, pageSize: number) => ({
  pageSize,
  open: source.open,
  idOf: (item: Item) => item.id,
  samePosition: (a: Item, b: Item) => a.n === b.n,
});

describe('createInfinitePages', () => {
  it('refuses a page size or page bound that is not a whole number of at least 1', () => {
    const source = sortedSource([]);
    for (const bad of [{ pageSize: 0 }, { pageSize: 1.5 }, { pageSize: 2, maxPages: 0 }]) {
      let thrown: unknown;
      try {
        createInfinitePages({ ...options(source, 2), ...bad });
      } catch (error) {
        thrown = error;
      }
      expect(isPlatformError(thrown) && thrown.code).toBe('core/invalid-argument');
    }
    expect(source.opened).toEqual([]);
  });

  it('bounds a page by its last item once inserts push that item out of its window, and never loses an item', () => {
    const source = sortedSource([1, 2, 3, 4, 5, 6]);
    const list = createInfinitePages(options(source, 2));
    list.subscribe(() => undefined);
    list.loadMore();
    expect(list.get().items.map((item) => item.n)).toEqual([1, 2, 3, 4]);
    expect(source.opened).toHaveLength(2);
    source.change((items) => [...items, { id: 'a', n: 1.5 }]);
    expect(source.opened).toHaveLength(2);
    source.change((items) => [...items, { id: 'b', n: 1.6 }]);
    // Page 1's window (3 items) no longer reaches its end (2): it is listened to again, bounded by it.
    expect(source.opened.at(-1)).toEqual({ through: { id: 'i2', n: 2 } });
    expect(list.get().items.map((item) => item.n)).toEqual([1, 1.5, 1.6, 2, 3, 4]);
    list.stop();
    expect(source.listening()).toBe(0);
  });

  it('opens no listener until the first subscriber, and none after stop', () => {
    const source = sortedSource([1, 2, 3]);
    const list = createInfinitePages(options(source, 2));
    list.loadMore();
    list.reset();
    expect([source.opened, list.get().status, list.get().pages]).toEqual([[], 'loading', 0]);
    const heard: number[][] = [];
    list.subscribe((state) => heard.push(state.items.map((item) => item.n)));
    expect(source.opened).toEqual([{ limit: 3 }]);
    expect(heard.at(-1)).toEqual([1, 2]);
    list.subscribe(() => undefined);
    expect(source.opened).toHaveLength(1);
    const stopped = createInfinitePages(options(source, 2));
    stopped.stop();
    stopped.subscribe(() => undefined);
    expect(source.opened).toHaveLength(1);
  });
});
