import fc from 'fast-check';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_CONFIG } from '../firebase/testing/demo-config.js';
import { emulatorProject, firestoreEmulator, NO_EMULATOR } from '../firebase/testing/emulator.js';
import type { FirestorePort } from '../firestore.port.js';
import type { AggregateSpec, DocumentData } from '../firestore.types.js';
import { isDescendingKeyScan } from '../memory/descending-key-scan.js';
import { createMemoryFirestore } from '../memory/index.js';
import { average, count, sum } from '../model/aggregates.js';
import type { Query } from '../model/query.js';
import { docAt } from '../model/refs.js';
import { openRulesEmulator } from '../testing/open-emulator.js';
import { documentsArb, IDS, mutationArb, querySpecArb } from './testing/arbitraries.js';
import { place } from './testing/places.js';
import { serverAnswer } from './testing/server-answer.js';

/**
 * The memory adapter against the real server: the Cloud Firestore emulator. Both get the same random documents
 * (written through the Firebase adapter) and the same random query (the values the SDK's engine answers differently
 * included: null, NaN, -0 and sub-microsecond timestamps as operands, descending key scans), and must build or
 * refuse it alike; the memory adapter must return the documents the server itself returns (the query run through the
 * emulator's REST API), in the same order, and agree with the Firebase adapter on counts, sums and averages; then,
 * after each write of a random sequence, on the result again, and the memory adapter's listener on what the server
 * returns. (The Firebase adapter's own listeners are the
 * contract's to prove: the emulator, unlike Cloud Firestore, cannot resume a listener over a descending key order,
 * and then stops sending changes to every listener of the project, which random sequences meet.)
 *
 * Reproduce a failure with the seed (and path) fast-check prints: FIRESTORE_DIFF_SEED=<seed> FIRESTORE_DIFF_PATH=<path>.
 */
const seed = Number(process.env['FIRESTORE_DIFF_SEED'] ?? 20_261_125);
const path = process.env['FIRESTORE_DIFF_PATH'];
const queryRuns = Number(process.env['FIRESTORE_EMULATOR_DIFF_RUNS'] ?? 300);
const sequenceRuns = Math.ceil(queryRuns / 6);
const trace = process.env['FIRESTORE_DIFF_TRACE'] ? console.log : () => undefined;
const settings = { seed, ...(path ? { path } : {}), endOnFailure: true };

const emulator = openRulesEmulator();
const address = firestoreEmulator();
const rest = address && { ...address, projectId: emulatorProject(DEMO_CONFIG.projectId) };
/** A Firebase adapter of its own on the emulator, released after the file. */
function serverPort(name: string) {
  if (!emulator) return undefined;
  const { port, release: releaseOnce } = emulator.open(name);
  let released: Promise<void> | undefined;
  const release = () => (released ??= releaseOnce());
  afterAll(release);
  return Object.assign(port, { release });
}

// One client per test. The first is released as soon as its test ends: a listen target the emulator keeps failing
// (a descending key scan it cannot resume) stops it from sending any listener its changes.
const server = serverPort('firestore-differential-emulator');
const liveServer = serverPort('firestore-differential-emulator-live');
const indexOf = (id: string) => IDS.indexOf(id as (typeof IDS)[number]);

async function writeAll(ports: FirestorePort[], entries: readonly (readonly [string, DocumentData | null])[]) {
  for (const port of ports) {
    const batch = port.batch();
    for (const [docPath, data] of entries) {
      if (data === null) batch.delete(docAt(docPath));
      else batch.set(docAt(docPath), data);
    }
    await batch.commit().catch((error: unknown) => {
      trace((error as { customData?: unknown }).customData, entries);
      throw error;
    });
  }
}

/**
 * The server asks for a composite index it does not have (some collection-group orderings): the memory adapter
 * answers as the server does once the index exists, and is not compared here. (Its other `failed-precondition`, a
 * descending key scan, is compared.)
 */
const needsIndex = (answer: Awaited<ReturnType<typeof serverAnswer>>): boolean =>
  'error' in answer && answer.error === 'firestore/failed-precondition' && /index/i.test(answer.message);

/** An aggregate's refusal that may be for an index: `failed-precondition` in a collection group. */
const mayNeedIndex = (result: unknown, q: Query<unknown>): boolean =>
  (result as { error?: unknown }).error === 'firestore/failed-precondition' && q.source.kind === 'group';

const paths = async (port: FirestorePort, q: Query<DocumentData>) => (await port.getDocs(q)).map((doc) => doc.path);

/**
 * What a call gave: its value, or the code of its typed error (a refusal is an outcome both must agree on). A call
 * that has not settled in 10 s is an outcome too, which no adapter may give.
 */
const outcome = async (work: () => Promise<unknown>): Promise<unknown> => {
  try {
    return {
      value: await Promise.race([work(), sleep(10_000).then(() => Promise.reject(new Error('no answer in 10 s')))]),
    };
  } catch (error) {
    trace((error as { customData?: unknown }).customData);
    return { error: (error as { code?: unknown }).code ?? String(error) };
  }
};

const aggregates = (spec: AggregateSpec) => spec;
const AGGREGATES = [
  aggregates({ n: count() }),
  aggregates({ n: count(), total: sum('n') }),
  aggregates({ mean: average('m.x'), total: sum('n') }),
  // A field that sorts before most inequality fields: the backend orders by inequality fields first.
  aggregates({ n: count(), total: sum('b') }),
];

describe('the memory adapter and the Cloud Firestore emulator (differential, fast-check)', () => {
  it(`build, refuse and answer ${String(queryRuns)} random queries alike`, async (context) => {
    if (!server) return context.skip(NO_EMULATOR);
    await fc.assert(
      fc.asyncProperty(
        documentsArb(true),
        querySpecArb(true),
        fc.boolean(),
        fc.constantFrom(...AGGREGATES.keys()),
        async (docs, spec, group, which) => {
          const { pathOf, build } = place(group);
          const memory = createMemoryFirestore();
          await writeAll(
            [memory, server],
            docs.map(([id, data]) => [pathOf(id, indexOf(id)), data] as const),
          );
          const [onMemory, onServer] = [await build(memory, spec, indexOf), await build(server, spec, indexOf)];
          expect(onMemory === undefined).toBe(onServer === undefined);
          if (onMemory && onServer && rest) {
            // The documents are the server's own answer: the SDK leaves out a few of them (it matches -0 and 0
            // apart in lists, and drops NaN under not-in [NaN]), and the Firebase adapter answers as the SDK does.
            const read = await serverAnswer(rest, onServer);
            fc.pre(!needsIndex(read));
            expect(await outcome(() => paths(memory, onMemory))).toEqual(
              'error' in read ? { error: read.error } : read,
            );
            const aggregate = AGGREGATES[which] as AggregateSpec;
            const counted = await outcome(() => server.aggregate(onServer, aggregate));
            fc.pre(!mayNeedIndex(counted, onServer));
            expect(await outcome(() => memory.aggregate(onMemory, aggregate))).toEqual(counted);
          }
          await memory.dispose();
        },
      ),
      { ...settings, numRuns: queryRuns },
    );
    await server.release();
  }, 300_000);

  it(`agree after each write of ${String(sequenceRuns)} random sequences, the memory listener included`, async (context) => {
    if (!liveServer) return context.skip(NO_EMULATOR);
    await fc.assert(
      fc.asyncProperty(
        documentsArb(true),
        // The SDK answers a live query from its local view, with its own engine: the operands on which that
        // engine and the server differ (null and NaN in ranges and lists) are left to the one-shot queries above.
        querySpecArb(false),
        fc.array(mutationArb(true), { minLength: 1, maxLength: 4 }),
        async (docs, spec, mutations) => {
          const { pathOf, build } = place(false);
          const memory = createMemoryFirestore();
          await writeAll(
            [memory, liveServer],
            docs.map(([id, data]) => [pathOf(id, 0), data] as const),
          );
          const plain = { ...spec, start: undefined, end: undefined };
          const [onMemory, onServer] = [await build(memory, plain, () => 0), await build(liveServer, plain, () => 0)];
          // A descending key scan is refused by both; the one-shot queries above compare that.
          fc.pre(onMemory !== undefined && onServer !== undefined && !isDescendingKeyScan(onMemory));
          const heard: string[][] = [];
          const stop = memory.onQuery(onMemory, (snapshot) => heard.push(snapshot.docs.map((doc) => doc.path)));
          for (const { id, data } of mutations) {
            await writeAll([memory, liveServer], [[pathOf(id, 0), data]]);
            const onTheServer = await paths(liveServer, onServer);
            expect(await paths(memory, onMemory)).toEqual(onTheServer);
            expect(heard.at(-1)).toEqual(onTheServer);
          }
          stop();
          await memory.dispose();
        },
      ),
      { ...settings, numRuns: sequenceRuns },
    );
  }, 300_000);
});
