import { median } from '../median.js';
import type { LoadSide } from './load-client.js';

/** One measurement of each side per pair, in `pairs` pairs. */
export type Interleaved<T> = Readonly<Record<LoadSide, readonly T[]>>;

/**
 * Measures both sides `pairs` times, alternating which goes first (sdk then adapter, then adapter then sdk, …), so that
 * a backend that drifts over the run (a JVM still compiling, a busy machine) weighs on both alike.
 */
export async function interleavedPairs<T>(
  pairs: number,
  measure: (side: LoadSide, pair: number) => Promise<T>,
): Promise<Interleaved<T>> {
  const results: Record<LoadSide, T[]> = { sdk: [], adapter: [] };
  for (let pair = 0; pair < pairs; pair += 1) {
    const order: readonly LoadSide[] = pair % 2 === 0 ? ['sdk', 'adapter'] : ['adapter', 'sdk'];
    for (const side of order) results[side].push(await measure(side, pair));
  }
  return results;
}

/** The adapter's `value` over the SDK's in the same pair, for each pair. */
export function pairRatios<T>(rounds: Interleaved<T>, value: (round: T) => number): number[] {
  if (rounds.adapter.length !== rounds.sdk.length) throw new RangeError('Both sides need one measurement per pair.');
  return rounds.adapter.map((round, pair) => value(round) / value(rounds.sdk[pair] as T));
}

/**
 * The adapter's `value` over the SDK's in the same pair, the median over the pairs: a drift over the run (a busy
 * machine, a warming backend) weighs on it least.
 */
export function pairedRatio<T>(rounds: Interleaved<T>, value: (round: T) => number): number {
  return median(pairRatios(rounds, value));
}

/** When a warm-up counts as settled, and when it gives up. */
export interface SettlePolicy {
  /** How many rounds each level is the median of; at least 2, and even so that both sides are in each. */
  readonly window: number;
  /** Which way a warming backend moves the figure: throughput rises, CPU time per write falls. */
  readonly warmer: 'higher' | 'lower';
  /** How much better the latest level may still be than the one before it: `1 + tolerance` times (or its inverse). */
  readonly tolerance: number;
  /** The most rounds to run. */
  readonly maxRounds: number;
}

/** What a warm-up ran: each round's side and figure, and whether the figures settled within `maxRounds`. */
export interface WarmUp {
  readonly rounds: readonly { readonly side: LoadSide; readonly value: number }[];
  readonly settled: boolean;
}

/**
 * Runs rounds of both sides in turn until their level stops improving: the median of the latest `window` rounds is
 * better than the median of the `window` rounds before it by at most `tolerance` (higher throughput, say, at most
 * `1 + tolerance` times it). A backend warming up (a JVM's compiler at work) improves the figure round after round;
 * once it stops, what follows measures the clients. Single rounds of a warm backend still scatter (±20 % on the
 * Firestore emulator), which the medians absorb.
 */
export async function warmUntilSettled(
  measure: (side: LoadSide, round: number) => Promise<number>,
  { window, warmer, tolerance, maxRounds }: SettlePolicy,
): Promise<WarmUp> {
  if (window < 2 || window % 2 !== 0)
    throw new RangeError(`A warm-up window is an even count of 2 or more: ${String(window)}.`);
  const rounds: { side: LoadSide; value: number }[] = [];
  for (let round = 0; round < maxRounds; round += 1) {
    const side: LoadSide = round % 2 === 0 ? 'sdk' : 'adapter';
    rounds.push({ side, value: await measure(side, round) });
    if (rounds.length < 2 * window) continue;
    const level = (from: number) => median(rounds.slice(from, from + window).map(({ value }) => value));
    const [latest, before] = [level(rounds.length - window), level(rounds.length - 2 * window)];
    const gain = warmer === 'higher' ? latest / before : before / latest;
    if (gain <= 1 + tolerance) {
      return { rounds, settled: true };
    }
  }
  return { rounds, settled: false };
}
