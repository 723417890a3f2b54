import fc from 'fast-check';
import { expect } from 'vitest';
import type { InfinitePages, InfinitePagesState } from '../subscription/infinite-pages.js';

/** One item of a live list as the model sees it: ordered by `n`, ties by `id`; `v` changes without moving it. */
export interface ModelItem {
  /** The item's identity: a document id or a child key. */
  readonly id: string;
  /** The value the list is ordered by. */
  readonly n: number;
  /** A field that is not ordered on: an edit in place. */
  readonly v: number;
}

/** One empty place of the backend, for one command sequence of {@link liveListModel}. */
export interface LiveListPlace<I> {
  /** Creates or replaces every item, in one write where the backend has one. */
  write(items: readonly ModelItem[]): Promise<void>;
  /** Removes the item. */
  remove(id: string): Promise<void>;
  /** A new infinite list over the place, ordered by `n` then by id (reversed when the target is `descending`). */
  open(options: { readonly pageSize: number; readonly maxPages?: number }): InfinitePages<I>;
  /** Asserts that a list over the place with a base limit is refused as the library documents, where it takes one. */
  refusesBaseLimit?(): Promise<void>;
  /** Frees what the place holds. */
  release(): Promise<void>;
}

/** What {@link liveListModel} runs on: an adapter and the backend it reads. */
export interface LiveListModelTarget<I> {
  /** A new, empty place for one sequence. */
  place(): Promise<LiveListPlace<I>>;
  /** The model's view of one listed item. */
  itemOf(item: I): ModelItem;
  /** Whether its places can prove that a base limit is refused ({@link LiveListPlace.refusesBaseLimit}). */
  readonly refusesBaseLimit?: boolean;
  /** Whether the list shows the greatest item first (pages backward from the end). */
  readonly descending?: boolean;
  /**
   * Resolves once nothing more can arrive for a step: a memory adapter's event loop drained, or a real backend's
   * safety net for a hang ({@link hangLimit}). A step whose list has not matched the model by then fails with both.
   * `signal` aborts once the list matched.
   */
  idle(signal: AbortSignal): Promise<void>;
}

/** Options for {@link liveListModel}. */
export interface LiveListModelOptions {
  /** How many command sequences run. */
  readonly runs: number;
  /** The most commands in a sequence. */
  readonly maxCommands: number;
  /** fast-check's seed, to replay a failure. */
  readonly seed?: number;
  /** fast-check's path, to replay a failure. */
  readonly path?: string;
  /** Stop at the first failure without shrinking (a real backend's sequences are slow to shrink). */
  readonly endOnFailure?: boolean;
}

interface Model {
  readonly items: Map<string, ModelItem>;
  readonly pageSize: number;
  readonly maxPages: number | undefined;
  /** The end of each page that another page followed, since the last reset: page k + 1 starts after `ends[k]`. */
  ends: ModelItem[];
  /** How many of the oldest pages `maxPages` dropped. */
  dropped: number;
  nextId: number;
}

interface Real<I> {
  readonly place: LiveListPlace<I>;
  readonly list: InfinitePages<I>;
}

interface Expected {
  readonly items: readonly ModelItem[];
  readonly hasMore: boolean;
  readonly pages: number;
}

/** Resolves after `ms`, or at once when `signal` aborts: a safety net for a hang, never a wait for an answer. */
export const hangLimit = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const ascending = (a: ModelItem, b: ModelItem): number => a.n - b.n || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const idOf = (n: number) => `i${String(n).padStart(3, '0')}`;

/**
 * Model-based tests of a live infinite list (fast-check command sequences): seeded items, then inserts, edits in
 * place, moves and removals at random positions (page boundaries included), `loadMore`, `reset` and, where the
 * library refuses one, a base limit, under a random page size and `maxPages`. After each step the list must settle on
 * what the model computes from the items: those after the end of the last page `maxPages` dropped, up to the end of
 * the last page another followed, then a page more, each once and in order; `hasMore`, the page count and a `success`
 * status with nothing from the cache or pending.
 */
export async function liveListModel<I>(target: LiveListModelTarget<I>, options: LiveListModelOptions): Promise<void> {
  const order = target.descending ? (a: ModelItem, b: ModelItem) => ascending(b, a) : ascending;
  const sorted = (model: Model) => [...model.items.values()].sort(order);

  const expectedOf = (model: Model): Expected => {
    const anchor = model.dropped > 0 ? model.ends[model.dropped - 1] : undefined;
    const lastEnd = model.ends.at(-1);
    const after = sorted(model).filter((item) => !anchor || order(item, anchor) > 0);
    const bounded = lastEnd ? after.filter((item) => order(item, lastEnd) <= 0) : [];
    const rest = lastEnd ? after.filter((item) => order(item, lastEnd) > 0) : after;
    return {
      items: [...bounded, ...rest.slice(0, model.pageSize)],
      hasMore: rest.length > model.pageSize,
      pages: model.ends.length + 1 - model.dropped,
    };
  };

  const shown = (state: InfinitePagesState<I>) => ({
    items: state.items.map(target.itemOf),
    hasMore: state.hasMore,
    pages: state.pages,
    status: state.status,
    fromCache: state.fromCache,
    hasPendingWrites: state.hasPendingWrites,
  });

  /** Waits for the list to show what the model expects; once the target is idle without it, fails with both. */
  const settle = async (model: Model, real: Real<I>): Promise<void> => {
    const want = { ...expectedOf(model), status: 'success', fromCache: false, hasPendingWrites: false };
    const matches = () => {
      try {
        expect(shown(real.list.get())).toEqual(want);
        return true;
      } catch {
        return false;
      }
    };
    const matched = new AbortController();
    await new Promise<void>((resolve) => {
      const listening: { stop?: () => void } = {};
      const done = () => {
        listening.stop?.();
        matched.abort();
        resolve();
      };
      listening.stop = real.list.subscribe(() => matches() && done());
      if (matches()) done();
      else void target.idle(matched.signal).then(done);
    });
    expect(shown(real.list.get())).toEqual(want);
  };

  /** The item `n` at `at` among `others` (sorted) goes to: between its neighbours, or level with one (a tie). */
  const nAt = (others: readonly ModelItem[], at: number, tie: boolean): number => {
    const ns = others.map((item) => item.n).sort((a, b) => a - b);
    const index = ns.length === 0 ? 0 : at % (ns.length + 1);
    const before = ns[index - 1];
    const next = ns[index];
    if (before === undefined) return next === undefined ? 0 : tie ? next : next - 1;
    if (next === undefined) return tie ? before : before + 1;
    return tie ? before : (before + next) / 2;
  };

  const pick = (model: Model, at: number) => sorted(model)[at % model.items.size] as ModelItem;

  type Command = fc.AsyncCommand<Model, Real<I>>;
  const command = (
    name: string,
    run: (model: Model, real: Real<I>) => Promise<void>,
    check: (model: Readonly<Model>) => boolean = () => true,
  ): Command => ({
    check,
    run: async (model, real) => run(model, real).then(() => settle(model, real)),
    toString: () => name,
  });

  const insert = fc.record({ at: fc.nat(), tie: fc.boolean() }).map(({ at, tie }) =>
    command(`insert(${String(at)}${tie ? ', tie' : ''})`, async (model, real) => {
      const item = { id: idOf(model.nextId++), n: nAt([...model.items.values()], at, tie), v: 0 };
      await real.place.write([item]);
      model.items.set(item.id, item);
    }),
  );
  const move = fc.record({ which: fc.nat(), at: fc.nat(), tie: fc.boolean() }).map(({ which, at, tie }) =>
    command(
      `move(${String(which)} to ${String(at)}${tie ? ', tie' : ''})`,
      async (model, real) => {
        const item = pick(model, which);
        const others = [...model.items.values()].filter((other) => other.id !== item.id);
        const moved = { ...item, n: nAt(others, at, tie), v: item.v + 1 };
        await real.place.write([moved]);
        model.items.set(item.id, moved);
      },
      (model) => model.items.size > 0,
    ),
  );
  const edit = fc.nat().map((which) =>
    command(
      `edit(${String(which)})`,
      async (model, real) => {
        const item = pick(model, which);
        const edited = { ...item, v: item.v + 1 };
        await real.place.write([edited]);
        model.items.set(item.id, edited);
      },
      (model) => model.items.size > 0,
    ),
  );
  const remove = fc.nat().map((which) =>
    command(
      `remove(${String(which)})`,
      async (model, real) => {
        const item = pick(model, which);
        await real.place.remove(item.id);
        model.items.delete(item.id);
      },
      (model) => model.items.size > 0,
    ),
  );
  const loadMore = fc.constant(
    command('loadMore', async (model, real) => {
      const { hasMore, items } = expectedOf(model);
      real.list.loadMore();
      if (!hasMore) return;
      model.ends.push(items.at(-1) as ModelItem);
      if (model.maxPages !== undefined && model.ends.length + 1 - model.dropped > model.maxPages) model.dropped += 1;
    }),
  );
  const reset = fc.constant(
    command('reset', async (model, real) => {
      real.list.reset();
      model.ends = [];
      model.dropped = 0;
    }),
  );
  const baseLimit = fc.constant(
    command('baseLimit', async (_model, real) => {
      await real.place.refusesBaseLimit?.();
    }),
  );

  const setup = fc.record({
    seeded: fc.uniqueArray(fc.record({ id: fc.integer({ min: 0, max: 9 }), n: fc.integer({ min: 0, max: 4 }) }), {
      maxLength: 7,
      selector: (item) => item.id,
    }),
    pageSize: fc.integer({ min: 1, max: 3 }),
    maxPages: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  });
  const commands = (refusesBaseLimit: boolean) =>
    fc.commands(
      [insert, insert, move, edit, remove, loadMore, loadMore, reset, ...(refusesBaseLimit ? [baseLimit] : [])],
      {
        maxCommands: options.maxCommands,
      },
    );

  await fc.assert(
    fc.asyncProperty(
      setup,
      commands(target.refusesBaseLimit === true),
      async ({ seeded, pageSize, maxPages }, sequence) => {
        const place = await target.place();
        const items = seeded.map(({ id, n }) => ({ id: idOf(id), n, v: 0 }));
        if (items.length > 0) await place.write(items);
        const list = place.open({ pageSize, ...(maxPages === undefined ? {} : { maxPages }) });
        const stop = list.subscribe(() => undefined);
        const model: Model = {
          items: new Map(items.map((item) => [item.id, item])),
          pageSize,
          maxPages,
          ends: [],
          dropped: 0,
          nextId: 10,
        };
        const real = { place, list };
        try {
          await settle(model, real);
          await fc.asyncModelRun(() => ({ model, real }), sequence);
        } finally {
          stop();
          list.stop();
          await place.release();
        }
      },
    ),
    {
      numRuns: options.runs,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.path === undefined ? {} : { path: options.path }),
      ...(options.endOnFailure ? { endOnFailure: true } : {}),
    },
  );
}
