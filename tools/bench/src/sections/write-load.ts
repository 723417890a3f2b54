import { startFirestoreEmulator } from '@platform/backends';
import { formatMs, formatRatio, type Figure, type SectionResult } from '../figure.js';
import { interleavedPairs, pairRatios, warmUntilSettled, type Interleaved, type WarmUp } from '../load/interleave.js';
import { openCollectionWriter, type LoadTarget } from '../load/load-client.js';
import {
  listenRound,
  readRound,
  writeRound,
  type ListenRound,
  type ReadRound,
  type WriteRound,
} from '../load/load-rounds.js';
import { median } from '../median.js';
import { formatSpread, middleHalf, spreadOf } from '../spread.js';

/**
 * The section's plan: the fault suite's write load (10 clients, 100 writes each, all issued at once), the warm-up that
 * precedes the measurements, the pairs measured, and the reads. A pair of write rounds scatters most (its ratio
 * from about 0.6× to 1.3×), so they run three times as many pairs as the reads and the listener.
 */
export const WRITE_LOAD = {
  clients: 10,
  writesPerClient: 100,
  warmUp: { window: 4, warmer: 'higher', tolerance: 0.1, maxRounds: 20 },
  writePairs: 36,
  pairs: 12,
  readDocuments: 100,
  readsPerRound: 20,
  listenChanges: 1_000,
} as const;

const SECTION = '9 write and read load';
const PROJECT_ID = 'demo-bench';

/** What the section measured, for results.json. */
export interface LoadData {
  readonly warmUp: WarmUp;
  readonly writes: Interleaved<WriteRound>;
  readonly reads: Interleaved<ReadRound>;
  readonly listens: Interleaved<ListenRound>;
}

/**
 * One figure measured on both sides: each side's median and range, and the adapter's over the SDK's in each pair, the
 * median over the pairs with the middle half of them.
 */
function compared<T>(
  rounds: Interleaved<T>,
  name: string,
  value: (round: T) => number,
  format: (value: number) => string,
  goal: { readonly text: string; readonly met: (ratio: number) => boolean },
): Figure[] {
  const sdk = spreadOf(rounds.sdk.map(value));
  const adapter = spreadOf(rounds.adapter.map(value));
  const ratios = pairRatios(rounds, value);
  const ratio = median(ratios);
  const { low, high } = middleHalf(ratios);
  return [
    { section: SECTION, name: `${name}, raw SDK`, value: formatSpread(sdk, format), goal: '', met: null },
    { section: SECTION, name: `${name}, adapter`, value: formatSpread(adapter, format), goal: '', met: null },
    {
      section: SECTION,
      name: `${name}, adapter ÷ SDK`,
      value: `${formatRatio(ratio)} (middle half of the pairs ${formatRatio(low)}–${formatRatio(high)})`,
      goal: goal.text,
      met: goal.met(ratio),
    },
  ];
}

const atLeast = (bound: number) => ({ text: `≥ ${bound.toFixed(2)}×`, met: (ratio: number) => ratio >= bound });
const atMost = (bound: number) => ({ text: `≤ ${bound.toFixed(2)}×`, met: (ratio: number) => ratio <= bound });
const perSecond = (unit: string) => (value: number) => `${value.toFixed(0)} ${unit}/s`;

/**
 * The Firebase adapter against the raw SDK on a Cloud Firestore emulator started for the section. The emulator's JVM
 * speeds up over its first rounds, so write rounds of both sides run in turn until their throughput settles; then
 * each measurement runs in pairs, alternating which side goes first: 1,000 concurrent writes from 10 clients, a read
 * of a 100-document collection, and a listener hearing 1,000 added documents. Each side's median and range, and the
 * adapter's figure over the SDK's in the same pair, the median over the pairs.
 */
export async function writeLoad(): Promise<SectionResult<LoadData>> {
  const emulator = await startFirestoreEmulator({ projectId: PROJECT_ID });
  const target: LoadTarget = { host: emulator.host, port: emulator.port, projectId: PROJECT_ID };
  const shape = { clients: WRITE_LOAD.clients, writesPerClient: WRITE_LOAD.writesPerClient };
  try {
    // One client of each side loads its code before ten start at once: the bench's TypeScript loader (jiti) can hand a
    // module that is still being evaluated to a second, concurrent import of it, which native ES modules never do.
    for (const side of ['sdk', 'adapter'] as const) {
      await writeRound(side, target, `load-${side}`, { clients: 1, writesPerClient: 1 });
    }
    const warmUp = await warmUntilSettled(
      async (side, round) => (await writeRound(side, target, `warm-${side}-${String(round)}`, shape)).writesPerSecond,
      WRITE_LOAD.warmUp,
    );
    const writes = await interleavedPairs(WRITE_LOAD.writePairs, (side, pair) =>
      writeRound(side, target, `write-${side}-${String(pair)}`, shape),
    );
    const readPath = 'bench/reads/items';
    const seeder = openCollectionWriter(target, 'read-seeder');
    await seeder.fill(readPath, WRITE_LOAD.readDocuments).finally(() => seeder.close());
    const reads = await interleavedPairs(WRITE_LOAD.pairs, (side, pair) =>
      readRound(side, target, `read-${side}-${String(pair)}`, {
        path: readPath,
        expected: WRITE_LOAD.readDocuments,
        reads: WRITE_LOAD.readsPerRound,
      }),
    );
    const listens = await interleavedPairs(WRITE_LOAD.pairs, (side, pair) =>
      listenRound(side, target, `listen-${side}-${String(pair)}`, WRITE_LOAD.listenChanges),
    );
    const last = warmUp.rounds.at(-1)?.value ?? 0;
    return {
      figures: [
        {
          section: SECTION,
          name: 'emulator warm-up, write rounds until throughput settles',
          value: `${String(warmUp.rounds.length)} rounds, ${perSecond('writes')(last)} at the end`,
          goal: `settled within ${String(WRITE_LOAD.warmUp.maxRounds)}`,
          met: warmUp.settled,
        },
        ...compared(writes, 'write throughput', (r) => r.writesPerSecond, perSecond('writes'), atLeast(0.95)),
        ...compared(writes, 'write latency p50', (r) => r.p50Ms, formatMs, atMost(1.1)),
        ...compared(writes, 'write latency p99', (r) => r.p99Ms, formatMs, atMost(1.1)),
        ...compared(writes, 'client CPU per write', (r) => r.cpuMsPerWrite, formatMs, atMost(1.1)),
        ...compared(
          reads,
          `read of ${String(WRITE_LOAD.readDocuments)} documents, p50`,
          (r) => r.p50Ms,
          formatMs,
          atMost(1.1),
        ),
        ...compared(
          listens,
          `listener hearing ${String(WRITE_LOAD.listenChanges)} changes`,
          (r) => r.deliveredMs,
          formatMs,
          atMost(1.1),
        ),
      ],
      data: { warmUp, writes, reads, listens },
    };
  } finally {
    await emulator.stop();
  }
}
