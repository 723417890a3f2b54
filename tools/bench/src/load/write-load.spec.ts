import { injectFirestoreEmulator } from '@platform/backends/vitest';
import { interleavedPairs, pairedRatio, warmUntilSettled } from './interleave.js';
import { writeRound } from './load-rounds.js';

const emulator = injectFirestoreEmulator();
/** A bound no healthy adapter comes near (the bench's goal is 0.95× the SDK's throughput), so that it never flakes. */
const HOLD = 1.5;
const SHAPE = { clients: 5, writesPerClient: 40 };

describe.skipIf('unavailable' in emulator)(
  `the Firebase adapter under write load, against the raw SDK${'unavailable' in emulator ? ` (${emulator.unavailable})` : ''}`,
  () => {
    it(`keeps within ${String(HOLD)}× the raw SDK's throughput and p50 latency, once the emulator is warm`, async () => {
      if ('unavailable' in emulator) return;
      const target = { host: emulator.host, port: emulator.port, projectId: emulator.projectId };
      await warmUntilSettled(
        async (side, round) =>
          (await writeRound(side, target, `hold-warm-${side}-${String(round)}`, SHAPE)).writesPerSecond,
        { window: 4, tolerance: 0.25, maxRounds: 8 },
      );
      const rounds = await interleavedPairs(3, (side, pair) =>
        writeRound(side, target, `hold-${side}-${String(pair)}`, SHAPE),
      );
      expect(1 / pairedRatio(rounds, (round) => round.writesPerSecond)).toBeLessThan(HOLD);
      expect(pairedRatio(rounds, (round) => round.p50Ms)).toBeLessThan(HOLD);
    }, 300_000);
  },
);
