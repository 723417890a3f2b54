import { expect } from 'vitest';

/** How {@link churnPageBoundaries} changes a live infinite list's items and reads what the list shows. */
export interface PageBoundaryTarget {
  /** Adds an item whose sort value is `n` (a fraction lands between two seeded items). */
  add(n: number): Promise<void>;
  /** Removes the seeded item whose sort value is `n`. */
  remove(n: number): Promise<void>;
  /** Waits until the list shows exactly `values`, in order, each item once. */
  shows(values: readonly number[]): Promise<void>;
}

/** The steps, in order: inserts and removes at, just before and just after the boundaries of the loaded pages. */
const STEPS: readonly (readonly [n: number, add: boolean])[] = [
  [4.5, true],
  [4, false],
  [3.5, true],
  [3.25, true],
  [5, false],
  [8, false],
  [7.5, true],
];

/**
 * The page-boundary steps every live infinite list passes, for a contract to run on its adapters: items 1 to 12 are
 * seeded and two pages of 4 are loaded. Each step adds or removes one item at or beside a boundary; the first page
 * keeps the end it was loaded with (n = 4) and the last loaded page shows a page of 4 after it, so after each step the
 * list shows the items up to 4, then the next 4. Resolves with the sort values present at the end, in order.
 */
export async function churnPageBoundaries(target: PageBoundaryTarget): Promise<number[]> {
  const present = new Set(Array.from({ length: 12 }, (_, i) => i + 1));
  const sorted = () => [...present].sort((a, b) => a - b);
  for (const [n, add] of STEPS) {
    if (add) {
      await target.add(n);
      present.add(n);
    } else {
      await target.remove(n);
      present.delete(n);
    }
    await target.shows([
      ...sorted().filter((value) => value <= 4),
      ...sorted()
        .filter((value) => value > 4)
        .slice(0, 4),
    ]);
  }
  return sorted();
}

/** A live infinite list as {@link loadMoreOnceAtATime} drives it, whichever adapter and kind of list it is. */
export interface LoadMoreTarget {
  /** The list's state now. */
  state(): { readonly pages: number; readonly hasMore: boolean; readonly status: string };
  /** The sort values of the items the list shows, in order. */
  values(): readonly number[];
  /** Asks for the next page. */
  loadMore(): void;
  /** Resolves once the list's last load has settled on the backend's answer. */
  settled(): Promise<void>;
  /** How many backend listeners the list holds. */
  listeners(): number;
  /** Adds an item whose sort value is `n`. */
  add(n: number): Promise<void>;
}

/**
 * The load-more steps every live infinite list passes, over items 1 to 10 in pages of 5, its first page asked for
 * and nothing loaded yet: a `loadMore` while a page loads is ignored, `hasMore` turns false exactly at the end and
 * a `loadMore` there opens no listener, and an item added past the end turns it true again without showing. Polls
 * for the backend's answers for at most `timeoutMs`.
 */
export async function loadMoreOnceAtATime(list: LoadMoreTarget, timeoutMs: number): Promise<void> {
  const oneToTen = Array.from({ length: 10 }, (_, i) => i + 1);
  list.loadMore();
  await list.settled();
  expect([list.state().pages, list.state().hasMore]).toEqual([1, true]);
  list.loadMore();
  list.loadMore();
  expect(list.state().status).toBe('loading');
  await list.settled();
  expect([list.state().pages, list.values(), list.state().hasMore]).toEqual([2, oneToTen, false]);
  list.loadMore();
  expect(list.listeners()).toBe(2);
  await list.add(11);
  await expect.poll(() => list.state().hasMore, { timeout: timeoutMs }).toBe(true);
  expect(list.values()).toEqual(oneToTen);
}
