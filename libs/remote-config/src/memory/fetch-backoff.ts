/** The first wait after a throttled fetch; it doubles after each further one. */
const BASE_MS = 1_000;
/** The longest wait. */
const MAX_MS = 4 * 60 * 60 * 1_000;
/** The share of each wait that is random, either way. */
const RANDOM_FACTOR = 0.5;

/**
 * How long fetches pause after the `count`-th throttled reply in a row
 * (0-based), as the SDK computes it (`calculateBackoffMillis` in
 * `@firebase/util`): 1 s doubling each time, ±50 % at random, at most 4 h.
 */
export function fetchBackoffMs(count: number, random: () => number = Math.random): number {
  const base = BASE_MS * 2 ** count;
  const wait = Math.round(RANDOM_FACTOR * base * (random() - 0.5) * 2);
  return Math.min(MAX_MS, base + wait);
}
