import fc from 'fast-check';
import { fetchBackoffMs } from './fetch-backoff.js';

const FOUR_HOURS = 4 * 60 * 60 * 1_000;
const draw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('fetchBackoffMs', () => {
  it('doubles from 1 s at the midpoint draw, as the contract pins on the real SDK', () => {
    const midpoint = () => 0.5;
    expect([0, 1, 2, 3, 4, 5].map((count) => fetchBackoffMs(count, midpoint))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000,
    ]);
  });

  it('stays within ±50 % of the doubled wait and never exceeds 4 h, for any count and draw', () => {
    fc.assert(
      fc.property(fc.nat({ max: 40 }), draw, (count, random) => {
        const base = 1_000 * 2 ** count;
        const wait = fetchBackoffMs(count, () => random);
        expect(wait).toBeLessThanOrEqual(Math.min(FOUR_HOURS, base * 1.5));
        expect(wait).toBeGreaterThanOrEqual(Math.min(FOUR_HOURS, base * 0.5));
      }),
    );
  });

  it('waits longer for a larger draw', () => {
    fc.assert(
      fc.property(fc.nat({ max: 12 }), draw, draw, (count, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(fetchBackoffMs(count, () => low)).toBeLessThanOrEqual(fetchBackoffMs(count, () => high));
      }),
    );
  });
});
