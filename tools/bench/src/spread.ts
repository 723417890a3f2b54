import { median } from './median.js';

/** The middle and the extremes of repeated measurements of one figure. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** The {@link Spread} of `values`. */
export function spreadOf(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** `702 writes/s (650–730)`: the median, then the range, each with `format`. */
export const formatSpread = ({ median: middle, min, max }: Spread, format: (value: number) => string): string =>
  `${format(middle)} (${format(min)}–${format(max)})`;
