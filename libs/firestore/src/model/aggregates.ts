/** Counts the query's documents. */
export const count = () => ({ kind: 'count' }) as const;

/** Sums the numeric values of `field` (others are skipped). */
export const sum = (field: string) => ({ kind: 'sum', field }) as const;

/** Averages the numeric values of `field`: `null` when there are none. */
export const average = (field: string) => ({ kind: 'average', field }) as const;
