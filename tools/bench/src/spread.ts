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

/** The first and third quartiles of `values` (nearest rank): where the middle half of them lies. */
export function middleHalf(values: readonly number[]): { readonly low: number; readonly high: number } {
  if (values.length === 0) throw new Error('The quartiles of nothing are undefined.');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
  return { low: rank(0.25), high: rank(0.75) };
}
