import { hangLimit, liveListModel, type LiveListModelTarget, type LiveListPlace } from '@platform/core/testing';
import { injectDatabaseBackend } from './firebase/testing/database-backend.js';
import { createFirebaseRtdb } from './firebase/index.js';
import { createInfiniteList } from './infinite-list.js';
import type { RtdbListItem } from './internal/list-items.js';
import { createMemoryRtdb } from './memory/memory-rtdb.js';
import type { RtdbPort } from './rtdb.port.js';

/**
 * `createInfiniteList` against a model (see `liveListModel`): random inserts, edits, moves and removals at page
 * boundaries, `loadMore`, `maxPages` and `reset`, forward and backward (`from: 'end'`), on the memory adapter and on the
 * Firebase adapter over this run's database server. The list takes no query of its own, so no base limit. Replay a
 * failure with the seed and path fast-check prints: RTDB_MODEL_SEED=<seed> RTDB_MODEL_PATH=<path>.
 */
const seed = process.env['RTDB_MODEL_SEED'];
const path = process.env['RTDB_MODEL_PATH'];
const replay = { ...(seed ? { seed: Number(seed) } : {}), ...(path ? { path } : {}) };

let places = 0;
/** A location of its own on `port`, for one sequence. */
function placeOn(port: RtdbPort, from: 'start' | 'end', release: () => Promise<void>): LiveListPlace<RtdbListItem> {
  places += 1;
  const at = `model/p${String(places)}`;
  return {
    write: (items) => port.update(at, Object.fromEntries(items.map(({ id, n, v }) => [id, { n, v }]))),
    remove: (id) => port.remove(`${at}/${id}`),
    open: (options) => createInfiniteList(port, at, { orderBy: { by: 'child', path: 'n' }, from, ...options }),
    release,
  };
}

const target = (
  from: 'start' | 'end',
  place: () => Promise<LiveListPlace<RtdbListItem>>,
  idle: LiveListModelTarget<RtdbListItem>['idle'],
): LiveListModelTarget<RtdbListItem> => ({
  place,
  idle,
  descending: from === 'end',
  itemOf: (item) => {
    const { n, v } = item.value as { n: number; v: number };
    return { id: item.key, n, v };
  },
});

/** The memory adapter's writes and answers all run on the event loop: once it has turned, nothing more comes. */
const drained = async () => {
  for (let turn = 0; turn < 3; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setImmediate(resolve));
  }
};

const memoryPlace = (from: 'start' | 'end') => async () => {
  const port = createMemoryRtdb();
  return placeOn(port, from, () => port.dispose());
};

describe('createInfiniteList against a model (fast-check commands)', () => {
  it('matches the model after every step on the memory adapter (200 sequences forward, 100 backward)', async () => {
    await liveListModel(target('start', memoryPlace('start'), drained), { runs: 200, maxCommands: 12, ...replay });
    await liveListModel(target('end', memoryPlace('end'), drained), { runs: 100, maxCommands: 12, ...replay });
  }, 120_000);

  const backend = injectDatabaseBackend();
  it(`matches the model after every step on ${backend.kind} (30 sequences forward, 10 backward)`, async () => {
    await backend.reset();
    const app = backend.createApp('rtdb-infinite-model');
    const port = createFirebaseRtdb({ app, emulator: { host: backend.host, port: backend.port } });
    // A safety net for a hang only: every step waits for the child events that match the model.
    const idle = (signal: AbortSignal) => hangLimit(30_000, signal);
    try {
      for (const [from, runs] of [['start', 30] as const, ['end', 10] as const]) {
        await liveListModel(
          target(from, async () => placeOn(port, from, async () => undefined), idle),
          { runs, maxCommands: 12, endOnFailure: true, ...replay },
        );
      }
    } finally {
      await port.dispose();
      await app.delete();
    }
  }, 600_000);
});
