/** The store key whose source is being opened now, if any. */
let current: string | undefined;

/**
 * Runs `open` (which opens listeners synchronously, as a subscription store's source does) with `key` as the cost
 * key: a metered port charges what those listeners cost to `key` for as long as they stay open.
 */
export function withCostKey<R>(key: string, open: () => R): R {
  const outer = current;
  current = key;
  try {
    return open();
  } finally {
    current = outer;
  }
}

/** The cost key set by the innermost {@link withCostKey} running now, if any. */
export const currentCostKey = (): string | undefined => current;
