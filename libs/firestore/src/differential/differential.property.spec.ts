import fc from 'fast-check';
import { fire, offlineFirebase } from '../firebase/testing/offline-sdk.js';
import type { FirestorePort } from '../firestore.port.js';
import type { DocumentData, QuerySnapshot } from '../firestore.types.js';
import { isDescendingKeyScan } from '../memory/descending-key-scan.js';
import { createMemoryFirestore } from '../memory/index.js';
import type { Query } from '../model/query.js';
import { docAt } from '../model/refs.js';
import { documentsArb, IDS, mutationArb, querySpecArb } from './testing/arbitraries.js';
import { place } from './testing/places.js';

/**
 * The memory adapter against the real SDK's own query engine: `firebase/firestore` with its network disabled
 * answers from its local cache, with Firestore's real ordering and filters. Both get the same random documents and
 * the same random query, and must return the same documents in the same order, and hear the same events. Where
 * that engine and the server differ, the generators leave the case out, and the emulator's differential test
 * (differential.emulator.spec.ts) checks it against the server.
 *
 * Reproduce a failure with the seed (and path) fast-check prints: FIRESTORE_DIFF_SEED=<seed> FIRESTORE_DIFF_PATH=<path>.
 */
const seed = Number(process.env['FIRESTORE_DIFF_SEED'] ?? 20_261_123);
const path = process.env['FIRESTORE_DIFF_PATH'];
const queryRuns = Number(process.env['FIRESTORE_DIFF_RUNS'] ?? 500);
const listenerRuns = Math.ceil(queryRuns / 5);
const settings = { seed, ...(path ? { path } : {}), endOnFailure: true };

const sdk = offlineFirebase('firestore-differential');
const indexOf = (id: string) => IDS.indexOf(id as (typeof IDS)[number]);

const write = (ports: FirestorePort[], path: string, data: DocumentData | null) => {
  for (const port of ports) fire(data === null ? port.delete(docAt(path)) : port.set(docAt(path), data));
};

const offlineMemory = async () => {
  const memory = createMemoryFirestore();
  await memory.offline();
  return memory;
};

const paths = async (port: FirestorePort, q: Query<DocumentData>) => (await port.getDocs(q)).map((doc) => doc.path);

describe('the memory adapter and the SDK offline cache (differential, fast-check)', () => {
  it(`return the same documents in the same order for ${String(queryRuns)} random queries`, async () => {
    await fc.assert(
      fc.asyncProperty(documentsArb(false), querySpecArb(false), fc.boolean(), async (docs, spec, group) => {
        const { pathOf, build } = place(group);
        const memory = await offlineMemory();
        docs.forEach(([id, data]) => write([memory, sdk], pathOf(id, indexOf(id)), data));
        const [onMemory, onSdk] = [await build(memory, spec, indexOf), await build(sdk, spec, indexOf)];
        expect(onMemory === undefined).toBe(onSdk === undefined);
        // The emulator refuses a descending key scan, and so does the memory adapter; the SDK's cache answers it.
        fc.pre(!onMemory || !isDescendingKeyScan(onMemory));
        if (onMemory && onSdk) expect(await paths(memory, onMemory)).toEqual(await paths(sdk, onSdk));
        await memory.dispose();
      }),
      { ...settings, numRuns: queryRuns },
    );
  }, 120_000);

  it(`hear the same snapshots and document changes for ${String(listenerRuns)} random sequences of writes`, async () => {
    const record = (log: unknown[]) => (snapshot: QuerySnapshot<DocumentData>) =>
      log.push({
        docs: snapshot.docs.map((doc) => [doc.id, doc.data]),
        changes: snapshot.changes.map((change) => [
          change.type,
          change.doc.id,
          change.doc.data,
          change.oldIndex,
          change.newIndex,
        ]),
        fromCache: snapshot.fromCache,
        hasPendingWrites: snapshot.hasPendingWrites,
      });
    await fc.assert(
      fc.asyncProperty(
        documentsArb(false),
        querySpecArb(false),
        fc.array(mutationArb(false), { minLength: 1, maxLength: 5 }),
        async (docs, spec, mutations) => {
          const { pathOf, build } = place(false);
          const memory = await offlineMemory();
          docs.forEach(([id, data]) => write([memory, sdk], pathOf(id, 0), data));
          const q = await build(memory, { ...spec, start: undefined, end: undefined }, () => 0);
          fc.pre(q !== undefined && !isDescendingKeyScan(q));
          // The SDK applies a write a few microtasks after the call; a read issued after it answers after it.
          const settle = async () => {
            await sdk.getDocs(q);
            await new Promise((resolve) => setTimeout(resolve, 0));
          };
          await settle();
          const heard = { memory: [] as unknown[], sdk: [] as unknown[] };
          // The memory adapter tells its listeners at once; the SDK's snapshot for the same step can come later.
          const caughtUp = () => vi.waitFor(() => expect(heard.sdk.length).toBeGreaterThanOrEqual(heard.memory.length));
          const stops = [memory.onQuery(q, record(heard.memory)), sdk.onQuery(q, record(heard.sdk))];
          await settle();
          await caughtUp();
          for (const { id, data } of mutations) {
            write([memory, sdk], pathOf(id, 0), data);
            await settle();
            await caughtUp();
          }
          stops.forEach((stop) => stop());
          expect(heard.memory).toEqual(heard.sdk);
          await memory.dispose();
        },
      ),
      { ...settings, numRuns: listenerRuns },
    );
  }, 120_000);
});
