import { interleavedPairs, pairedRatio, warmUntilSettled } from './interleave.js';
import type { LoadSide } from './load-client.js';

describe('interleavedPairs', () => {
  it('measures each side once per pair, alternating which goes first', async () => {
    const calls: string[] = [];
    const results = await interleavedPairs(4, async (side, pair) => {
      calls.push(`${side}${String(pair)}`);
      return `${side}-${String(pair)}`;
    });
    expect(calls).toEqual(['sdk0', 'adapter0', 'adapter1', 'sdk1', 'sdk2', 'adapter2', 'adapter3', 'sdk3']);
    expect(results.sdk).toEqual(['sdk-0', 'sdk-1', 'sdk-2', 'sdk-3']);
    expect(results.adapter).toEqual(['adapter-0', 'adapter-1', 'adapter-2', 'adapter-3']);
  });
});

describe('warmUntilSettled', () => {
  const series = (values: number[]) => {
    const sides: LoadSide[] = [];
    const measure = async (side: LoadSide, round: number) => {
      sides.push(side);
      return values[round] as number;
    };
    return { sides, measure };
  };

  it('stops once the level of the latest window no longer rises over the window before, with both sides in turn', async () => {
    // The emulator's warm-up as measured: rising over its first rounds, then scattering around about 700.
    const { sides, measure } = series([169, 267, 527, 352, 698, 715, 692, 690, 731, 700, 650, 720]);
    const warm = await warmUntilSettled(measure, { window: 4, warmer: 'higher', tolerance: 0.1, maxRounds: 20 });
    expect(warm.settled).toBe(true);
    expect(warm.rounds.map(({ value }) => value)).toEqual([169, 267, 527, 352, 698, 715, 692, 690, 731, 700, 650]);
    expect(sides).toEqual([
      'sdk',
      'adapter',
      'sdk',
      'adapter',
      'sdk',
      'adapter',
      'sdk',
      'adapter',
      'sdk',
      'adapter',
      'sdk',
    ]);
  });

  it('counts a warm backend whose single rounds scatter widely as settled', async () => {
    const { measure } = series([390, 890, 1470, 1250, 1460, 1410, 1570, 1100, 1190, 1290, 1060, 990, 1150, 1220]);
    const warm = await warmUntilSettled(measure, { window: 4, warmer: 'higher', tolerance: 0.1, maxRounds: 20 });
    expect(warm).toMatchObject({ settled: true });
    expect(warm.rounds).toHaveLength(9);
  });

  it('waits for a figure that falls as the backend warms, such as CPU time per write, to stop falling', async () => {
    const { measure } = series([2, 1.6, 1.2, 0.9, 0.6, 0.45, 0.4, 0.42, 0.38, 0.41, 0.4, 0.39]);
    const warm = await warmUntilSettled(measure, { window: 2, warmer: 'lower', tolerance: 0.15, maxRounds: 12 });
    expect(warm).toMatchObject({ settled: true });
    expect(warm.rounds.map(({ value }) => value)).toEqual([2, 1.6, 1.2, 0.9, 0.6, 0.45, 0.4, 0.42, 0.38]);
  });

  it('gives up after maxRounds, saying it did not settle', async () => {
    const { measure } = series([100, 200, 300, 400, 500, 600]);
    const warm = await warmUntilSettled(measure, { window: 2, warmer: 'higher', tolerance: 0.1, maxRounds: 6 });
    expect(warm).toMatchObject({ settled: false });
    expect(warm.rounds).toHaveLength(6);
  });

  it('refuses a window that cannot hold both sides', async () => {
    const { measure } = series([1]);
    await expect(
      warmUntilSettled(measure, { window: 3, warmer: 'higher', tolerance: 0.1, maxRounds: 4 }),
    ).rejects.toThrow(RangeError);
  });
});

describe('pairedRatio', () => {
  it("is the median over the pairs of the adapter's figure over the SDK's in the same pair", () => {
    const rounds = { sdk: [100, 400, 200], adapter: [110, 400, 300] };
    expect(pairedRatio(rounds, (value) => value)).toBe(1.1);
  });

  it('refuses sides of different lengths', () => {
    expect(() => pairedRatio({ sdk: [1, 2], adapter: [1] }, (value) => value)).toThrow(RangeError);
  });
});
