import { hangLimit, liveListModel, type LiveListModelTarget, type LiveListPlace } from '@platform/core/testing';
import { NO_EMULATOR } from '../firebase/testing/emulator.js';
import type { FirestorePort } from '../firestore.port.js';
import type { FirestoreDoc } from '../firestore.types.js';
import { createMemoryFirestore } from '../memory/index.js';
import { limit, limitToLast, orderBy, query } from '../model/query.js';
import { collection, doc } from '../model/refs.js';
import { openRulesEmulator } from '../testing/open-emulator.js';
import { createInfiniteQuery } from './infinite-query.js';

/**
 * `createInfiniteQuery` against a model (see `liveListModel`): random inserts, edits, moves and removals at page
 * boundaries, `loadMore`, `maxPages`, `reset` and the refusal of a base limit, on the memory adapter and on the Firebase
 * adapter over the Cloud Firestore emulator. Replay a failure with the seed and path fast-check prints:
 * FIRESTORE_MODEL_SEED=<seed> FIRESTORE_MODEL_PATH=<path>.
 */
const seed = process.env['FIRESTORE_MODEL_SEED'];
const path = process.env['FIRESTORE_MODEL_PATH'];
const replay = { ...(seed ? { seed: Number(seed) } : {}), ...(path ? { path } : {}) };
type Doc = FirestoreDoc<{ n: number; v: number }>;

let places = 0;
/** A collection of its own on `port`, for one sequence. */
function placeOn(port: FirestorePort, release: () => Promise<void>): LiveListPlace<Doc> {
  places += 1;
  const items = collection<{ n: number; v: number }>(`model-${String(Date.now())}-${String(places)}`);
  return {
    async write(written) {
      const batch = port.batch();
      for (const { id, n, v } of written) batch.set(doc(items, id), { n, v });
      await batch.commit();
    },
    remove: (id) => port.delete(doc(items, id)),
    open: (options) => createInfiniteQuery(port, query(items, orderBy('n')), options),
    async refusesBaseLimit() {
      for (const cap of [limit(2), limitToLast(2)]) {
        expect(() => createInfiniteQuery(port, query(items, orderBy('n'), cap), { pageSize: 1 })).toThrow(
          expect.objectContaining({ code: 'firestore/invalid-query' }),
        );
      }
    },
    release,
  };
}

const target = (
  place: () => Promise<LiveListPlace<Doc>>,
  idle: LiveListModelTarget<Doc>['idle'],
): LiveListModelTarget<Doc> => ({
  place,
  idle,
  refusesBaseLimit: true,
  itemOf: (item) => ({ id: item.id, n: item.data.n, v: item.data.v }),
});

/** The memory adapter's writes and answers all run on the event loop: once it has turned, nothing more comes. */
const drained = async () => {
  for (let turn = 0; turn < 3; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setImmediate(resolve));
  }
};

describe('createInfiniteQuery against a model (fast-check commands)', () => {
  it('matches the model after every step on the memory adapter (200 sequences)', async () => {
    await liveListModel(
      target(async () => {
        const port = createMemoryFirestore();
        return placeOn(port, () => port.dispose());
      }, drained),
      { runs: 200, maxCommands: 12, ...replay },
    );
  }, 120_000);

  const emulator = openRulesEmulator();
  it('matches the model after every step on the Cloud Firestore emulator (30 sequences)', async (context) => {
    if (!emulator) return context.skip(NO_EMULATOR);
    const { port, release } = emulator.open('firestore-infinite-model');
    try {
      await liveListModel(
        target(
          async () => placeOn(port, async () => undefined),
          // A safety net for a hang only (after the emulator's corrupt frame the SDK listens again after up to 90 s,
          // its longest back-off of 60 s and half of that as jitter): every step waits for the snapshots that match the
          // model.
          (signal) => hangLimit(105_000, signal),
        ),
        { runs: 30, maxCommands: 12, endOnFailure: true, ...replay },
      );
    } finally {
      await release();
    }
  }, 600_000);
});
