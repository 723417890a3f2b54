import fc from 'fast-check';
import { offlineFirebase } from '../firebase/testing/offline-sdk.js';
import { assertQuery } from '../internal/query-check.js';
import { createMemoryRtdb } from '../memory/index.js';
import type { RtdbPort } from '../rtdb.port.js';
import type { RtdbQuery } from '../rtdb.types.js';
import { datasetArb, queryArb, writeArb, type Write } from './testing/arbitraries.js';

/**
 * The memory adapter against the real SDK's own query engine: `firebase/database` offline (`goOffline()` before it
 * ever connects) answers listeners from its view cache, with the SDK's ordering, windows and events. Both get the
 * same random data and the same random valid query (and then the same random writes), and must give the same
 * values, in the same order, and the same child events with the same previous keys.
 *
 * Reproduce a failure with the seed (and path) fast-check prints: RTDB_DIFF_SEED=<seed> RTDB_DIFF_PATH=<path>.
 */
const seed = Number(process.env['RTDB_DIFF_SEED'] ?? 20_261_125);
const path = process.env['RTDB_DIFF_PATH'];
const queryRuns = Number(process.env['RTDB_DIFF_RUNS'] ?? 500);
const writeRuns = Math.ceil(queryRuns / 3);
const settings = { seed, ...(path ? { path } : {}), endOnFailure: true };

const sdk = offlineFirebase('rtdb-differential');
const failures: unknown[] = [];
/** Starts a write without waiting: offline, the SDK's promise never settles unless the write is refused. */
const fire = (work: Promise<unknown>): void => void work.catch((error: unknown) => failures.push(error));
afterEach(() => expect(failures).toEqual([]));
let cases = 0;

const isValid = (query: RtdbQuery): boolean => {
  try {
    assertQuery(query, ['list']);
    return true;
  } catch {
    return false;
  }
};

/** Lets the SDK apply what was fired and raise its events: they come a few microtasks after each call. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Records what a value listener and a child listener on `at` hear, in one log, in order. */
function listen(port: RtdbPort, at: string, query: RtdbQuery) {
  const log: unknown[] = [];
  const stops = [
    port.onValue(
      at,
      (snapshot) => log.push(['value', snapshot.value]),
      (error) => log.push(['error', error.code]),
      query,
    ),
    port.onChild(
      at,
      (event) => log.push([event.type, event.key, event.value, event.previousKey]),
      (error) => log.push(['error', error.code]),
      query,
    ),
  ];
  return { log, stop: () => stops.forEach((stop) => stop()) };
}

function apply(port: RtdbPort, at: string, write: Write): void {
  switch (write.kind) {
    case 'set':
      return fire(
        port.set(
          `${at}/${write.key}`,
          write.value,
          write.priority === undefined ? undefined : { priority: write.priority },
        ),
      );
    case 'deep':
      return fire(port.set(`${at}/${write.key}/n`, write.value));
    case 'remove':
      return fire(port.remove(`${at}/${write.key}`));
    case 'update':
      return fire(port.update(at, write.values));
  }
}

/** Writes `data` to a fresh location on both adapters, then listens there on both, and lets them answer. */
async function listenOnBoth(data: unknown, query: RtdbQuery) {
  cases += 1;
  const at = `c${String(cases)}/list`;
  const memory = createMemoryRtdb();
  for (const port of [memory, sdk]) fire(port.set(at, data));
  await settle();
  const heard = [listen(memory, at, query), listen(sdk, at, query)];
  await settle();
  return { at, memory, heard };
}

describe('the memory adapter and the SDK offline (differential, fast-check)', () => {
  it(`give the same values, order and first child events for ${String(queryRuns)} random queries`, async () => {
    await fc.assert(
      fc.asyncProperty(datasetArb, queryArb, async (data, query) => {
        fc.pre(isValid(query));
        const { memory, heard } = await listenOnBoth(data, query);
        heard.forEach(({ stop }) => stop());
        expect(heard[0]?.log).toEqual(heard[1]?.log);
        await memory.dispose();
      }),
      { ...settings, numRuns: queryRuns },
    );
  }, 120_000);

  it(`hear the same value and child events for ${String(writeRuns)} random sequences of writes`, async () => {
    await fc.assert(
      fc.asyncProperty(
        datasetArb,
        queryArb,
        fc.array(writeArb, { minLength: 1, maxLength: 6 }),
        async (data, query, writes) => {
          fc.pre(isValid(query));
          const { at, memory, heard } = await listenOnBoth(data, query);
          for (const write of writes) {
            for (const port of [memory, sdk]) apply(port, at, write);
            await settle();
          }
          heard.forEach(({ stop }) => stop());
          expect(heard[0]?.log).toEqual(heard[1]?.log);
          await memory.dispose();
        },
      ),
      { ...settings, numRuns: writeRuns },
    );
  }, 120_000);
});
