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
