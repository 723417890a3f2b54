import { createManualClock } from '@platform/core';
import { createSubscriptionStore, type SubscriptionStoreOptions } from './subscription-store.js';
import { createCountingSource } from './testing/counting-source.js';

const flush = () => Promise.resolve();
const noop = () => undefined;
const portA = { name: 'a' };
const portB = { name: 'b' };

function setup(options: SubscriptionStoreOptions = {}) {
  const clock = createManualClock();
  return { clock, store: createSubscriptionStore({ clock, keepAliveMs: 1_000, preloadHoldMs: 2_000, ...options }) };
}

describe('createSubscriptionStore', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens one source for many listeners on a scope and key, and closes it when the keep-alive ends', async () => {
    const { store, clock } = setup();
    const doc = createCountingSource<number>();
    const leave = Array.from({ length: 5 }, () => store.subscribe(portA, 'doc:1', doc.source, noop));

    expect(doc.opened()).toBe(1);
    expect(store.listenerCount(portA, 'doc:1')).toBe(5);
    leave.forEach((l) => l());
    await flush();
    expect(doc.open()).toBe(1);
    clock.advance(999);
    expect(doc.open()).toBe(1);
    clock.advance(1);
    expect(doc.open()).toBe(0);
    expect(store.openSources()).toBe(0);
  });

  it("keeps a server's seeds, which nothing listens to, and once a listener came releases a seed nobody reads after the keep-alive", () => {
    const { store, clock } = setup();
    store.seed(portA, 'prefetched', 'early');
    clock.advance(60_000);
    expect(store.entriesOf(portA).map((entry) => entry.key)).toEqual(['prefetched']);

    const doc = createCountingSource<number>();
    const leave = store.subscribe(portA, 'doc:1', doc.source, noop);
    store.seed(portA, 'hydrated', 'later');
    expect(store.entries().map(({ key, open, closesAt }) => [key, open, closesAt])).toEqual([
      ['prefetched', false, 61_000],
      ['doc:1', true, undefined],
      ['hydrated', false, 61_000],
    ]);
    clock.advance(1_000);
    expect(store.entriesOf(portA)).toEqual([]);
    expect(store.getServerSnapshot(portA, 'hydrated').status).toBe('loading');
    leave();
  });

  it('keeps a seed its first listener reads, opening the source then', () => {
    const { store, clock } = setup();
    const doc = createCountingSource<string>();
    const first = store.subscribe(portA, 'other', createCountingSource<string>().source, noop);
    store.seed(portA, 'doc:1', 'server');
    clock.advance(500);
    const leave = store.subscribe(portA, 'doc:1', doc.source, noop);
    clock.advance(5_000);
    expect(store.getSnapshot(portA, 'doc:1')).toEqual({ status: 'success', data: 'server' });
    expect(doc.open()).toBe(1);
    leave();
    first();
  });

  it('never shares an entry between two scopes, whatever their keys', () => {
    const { store } = setup();
    const a = createCountingSource();
    const b = createCountingSource();
    store.subscribe(portA, 'state', a.source, noop);
    store.subscribe(portB, 'state', b.source, noop);
    a.emit('from a');

    expect([a.opened(), b.opened()]).toEqual([1, 1]);
    expect(store.getSnapshot(portA, 'state')).toEqual({ status: 'success', data: 'from a' });
    expect(store.getSnapshot(portB, 'state')).toEqual({ status: 'loading' });
    expect(store.openSources()).toBe(2);
  });

  it('reuses the source when a listener returns within the keep-alive', () => {
    const { store, clock } = setup();
    const doc = createCountingSource();
    store.subscribe(portA, 'k', doc.source, noop)();
    clock.advance(900);
    const leave = store.subscribe(portA, 'k', doc.source, noop);
    clock.advance(5_000);
    expect(doc.opened()).toBe(1);
    leave();
    clock.advance(1_000);
    expect(store.openSources()).toBe(0);
  });

  it('with no keep-alive, keeps the source only for a listener that returns in the same tick', async () => {
    const { store } = setup({ keepAliveMs: 0 });
    const doc = createCountingSource();
    store.subscribe(portA, 'k', doc.source, noop)();
    const leave = store.subscribe(portA, 'k', doc.source, noop);
    await flush();
    expect(doc.open()).toBe(1);
    leave();
    await flush();
    expect(doc.open()).toBe(0);
  });

  it('moves from loading to success to error and keeps snapshot identity in between', () => {
    const { store } = setup();
    const doc = createCountingSource<{ n: number }>();
    const onChange = vi.fn();
    store.subscribe(portA, 'k', doc.source, onChange);

    expect(store.getSnapshot(portA, 'k')).toEqual({ status: 'loading' });
    const value = { n: 1 };
    doc.emit(value);
    const first = store.getSnapshot(portA, 'k');
    expect(first).toEqual({ status: 'success', data: value });
    doc.emit(value);
    expect(store.getSnapshot(portA, 'k')).toBe(first);
    expect(onChange).toHaveBeenCalledTimes(1);

    const failure = new Error('permission denied');
    doc.fail(failure);
    expect(store.getSnapshot(portA, 'k')).toEqual({ status: 'error', error: failure });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed entry alive, so the next listener opens the source again', async () => {
    const { store } = setup();
    const doc = createCountingSource();
    const leave = store.subscribe(portA, 'k', doc.source, noop);
    doc.fail(new Error('offline'));
    leave();
    await flush();
    expect(store.openSources()).toBe(0);

    store.subscribe(portA, 'k', doc.source, noop);
    expect(doc.opened()).toBe(2);
    expect(store.getSnapshot(portA, 'k')).toEqual({ status: 'loading' });
  });

  it('closes a kept-alive entry as soon as it fails', async () => {
    const { store } = setup();
    const doc = createCountingSource();
    store.subscribe(portA, 'k', doc.source, noop)();
    doc.fail(new Error('revoked'));
    await flush();
    expect(doc.open()).toBe(0);
    expect(store.openSources()).toBe(0);
  });

  it('reports a source that throws on open as an error state', () => {
    const { store } = setup();
    const broken = () => {
      throw new Error('no listener for you');
    };
    store.subscribe(portA, 'k', broken, noop);
    expect(store.getSnapshot(portA, 'k')).toMatchObject({ status: 'error', error: new Error('no listener for you') });
  });

  it('ignores values pushed after release and reports a failing unsubscribe', () => {
    const onUnexpectedError = vi.fn();
    const { store, clock } = setup({ onUnexpectedError });
    const doc = createCountingSource<number>();
    const leave = store.subscribe<number>(
      portA,
      'k',
      (observer) => {
        doc.source(observer);
        return () => {
          throw new Error('close failed');
        };
      },
      noop,
    );
    leave();
    leave();
    clock.advance(1_000);
    doc.emit(3);
    expect(store.getSnapshot(portA, 'k')).toEqual({ status: 'loading' });
    expect(onUnexpectedError).toHaveBeenCalledWith(new Error('close failed'));
  });

  it('releases a preloaded source after the hold even when no value ever arrives', async () => {
    const { store, clock } = setup();
    const doc = createCountingSource();
    const preloaded = store.preload(portA, 'k', doc.source);
    expect(store.preload(portA, 'k', doc.source)).toBe(preloaded);
    clock.advance(1_999);
    expect(doc.open()).toBe(1);
    clock.advance(1);
    expect(doc.open()).toBe(0);
    expect(store.openSources()).toBe(0);
    await expect(preloaded).resolves.toBeUndefined();
  });

  it('holds a preloaded source from its first value, and lets a failed one go once reset', async () => {
    const { store, clock } = setup();
    const doc = createCountingSource();
    const preloaded = store.preload(portA, 'k', doc.source);
    clock.advance(1_500);
    doc.emit('Ada');
    await preloaded;
    clock.advance(1_500);
    expect(doc.open()).toBe(1);
    clock.advance(500);
    expect(doc.open()).toBe(0);

    const failing = store.preload(portA, 'k', doc.source);
    doc.fail(new Error('denied'));
    await failing;
    expect(store.getSnapshot(portA, 'k').status).toBe('error');
    store.reset(portA, 'k');
    await flush();
    expect(store.openSources()).toBe(0);
  });

  it('retries a hydrated entry that failed without dropping the first value it delivers as a confirmation', () => {
    const { store } = setup();
    store.seed(portA, 'k', 'server', { equals: (a, b) => a === b });
    let opens = 0;
    // As the Firestore hooks do: a value that shows what the seeded one shows is dropped as its confirmation.
    const source = (observer: {
      next(value: string): void;
      error(error: unknown): void;
      readonly seeded?: { readonly value: string };
    }) => {
      opens += 1;
      if (opens === 1) observer.error(new Error('offline'));
      else if (observer.seeded?.value !== 'server') observer.next('server');
      return noop;
    };
    store.subscribe(portA, 'k', source, noop);
    expect(store.getSnapshot(portA, 'k')).toMatchObject({ status: 'error' });
    store.retry(portA, 'k');
    expect([opens, store.getSnapshot(portA, 'k')]).toEqual([2, { status: 'success', data: 'server' }]);
  });
});
