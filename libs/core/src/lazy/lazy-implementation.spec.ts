import { lifecycleErrors } from '../errors/lifecycle-errors.js';
import { lazyImplementation, type LazyImplementation, type PrefetchingImplementation } from './lazy-implementation.js';

interface Counter {
  readonly value: number;
  subscribe(listener: (value: number) => void): () => void;
}

class LoadFailed extends Error {}

function counterModule() {
  const listeners = new Set<(value: number) => void>();
  const counter: Counter = {
    value: 1,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { counter, listeners };
}

describe('lazyImplementation', () => {
  it('loads once on first use and shares the load', async () => {
    const { counter } = counterModule();
    const load = vi.fn(async () => counter);
    const lazy = lazyImplementation(load, { toError: (cause) => new LoadFailed('', { cause }) });

    expect(load).not.toHaveBeenCalled();
    expect(lazy.current()).toBeUndefined();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(counter);
    expect(b).toBe(counter);
    expect(lazy.current()).toBe(counter);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects a failed load with the typed error, then tries again on the next call', async () => {
    const { counter } = counterModule();
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<Counter>>().mockRejectedValueOnce(offline).mockResolvedValue(counter);
    const lazy = lazyImplementation(load, { toError: (cause) => new LoadFailed('chunk missing', { cause }) });

    const failure: unknown = await lazy.load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LoadFailed);
    expect((failure as LoadFailed).cause).toBe(offline);
    await expect(lazy.load()).resolves.toBe(counter);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('attaches to the implementation when it arrives, and a detach before then cancels the attachment', async () => {
    const { counter, listeners } = counterModule();
    const lazy = lazyImplementation(async () => counter, { toError: (cause) => new LoadFailed('', { cause }) });
    const kept = vi.fn();
    const dropped = vi.fn();

    lazy.whenLoaded((loaded) => loaded.subscribe(kept));
    const detachEarly = lazy.whenLoaded((loaded) => loaded.subscribe(dropped));
    detachEarly();
    expect(listeners.size).toBe(0);

    await lazy.load();
    expect(listeners.size).toBe(1);
    const detachLate = lazy.whenLoaded((loaded) => loaded.subscribe(vi.fn()));
    expect(listeners.size).toBe(2);
    detachLate();
    expect(listeners.size).toBe(1);
  });

  const errors = lifecycleErrors('counter', 'Counter could not load.', 'Counter was closed.');

  function gated() {
    const { counter, listeners } = counterModule();
    const dispose = vi.fn(async () => undefined);
    let arrive = () => undefined as void;
    const load = vi.fn(
      () =>
        new Promise<Counter & { dispose(): Promise<void> }>((resolve) => {
          arrive = () => resolve({ ...counter, dispose });
        }),
    );
    return { lazy: lazyImplementation(load, { errors }), load, listeners, dispose, arrive: () => arrive() };
  }

  it('refuses a load that was in flight at dispose(), and releases what it loaded', async () => {
    const { lazy, dispose, arrive, listeners } = gated();
    const attached = vi.fn(() => () => undefined);
    const first = lazy.load();
    lazy.whenLoaded(attached);
    const disposing = lazy.dispose();
    arrive();
    await expect(first).rejects.toMatchObject({ code: 'counter/disposed', message: 'Counter was closed.' });
    await disposing;
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(attached).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
    expect(lazy.current()).toBeUndefined();
    await expect(lazy.load()).rejects.toMatchObject({ code: 'counter/disposed' });
  });

  it('waits, when dispose() comes during the load, until what arrives is released', async () => {
    const { lazy, dispose, arrive } = gated();
    let finishRelease = () => undefined as void;
    dispose.mockImplementation(() => new Promise<undefined>((resolve) => (finishRelease = () => resolve(undefined))));
    const first = lazy.load().catch(() => undefined);
    let disposed = false;
    const disposing = lazy.dispose().then(() => {
      disposed = true;
    });
    arrive();
    await first;
    expect(dispose).toHaveBeenCalledTimes(1);
    // Every callback the release did not hold up has run by the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(disposed).toBe(false);
    finishRelease();
    await disposing;
    expect(disposed).toBe(true);
  });

  it('rejects dispose() with a release that fails during the load, leaving nothing unhandled', async () => {
    const { lazy, dispose, arrive } = gated();
    const failure = new Error('terminate failed');
    dispose.mockRejectedValue(failure);
    const first = lazy.load().catch(() => undefined);
    const disposing = lazy.dispose();
    arrive();
    await first;
    await expect(disposing).rejects.toBe(failure);
    await expect(lazy.dispose()).rejects.toBe(failure);
    expect(dispose).toHaveBeenCalledTimes(1);
    await expect(lazy.load()).rejects.toMatchObject({ code: 'counter/disposed' });
  });

  it('attaches nothing once dispose() was called, though the implementation is still being released', async () => {
    const { lazy, arrive, listeners } = gated();
    const loading = lazy.load();
    arrive();
    await loading;
    const disposing = lazy.dispose();
    const attached = vi.fn((loaded: Counter) => loaded.subscribe(() => undefined));
    lazy.whenLoaded(attached);
    await disposing;
    expect(attached).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('disposes once however often dispose() is called, and never loads after a dispose before use', async () => {
    const { lazy, load, dispose, arrive } = gated();
    const loading = lazy.load();
    arrive();
    await loading;
    await Promise.all([lazy.dispose(), lazy.dispose()]);
    await lazy.dispose();
    expect(dispose).toHaveBeenCalledTimes(1);

    const unused = gated();
    await unused.lazy.dispose();
    await expect(unused.lazy.load()).rejects.toMatchObject({ code: 'counter/disposed' });
    expect(unused.load).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the load when an attach throws as the implementation arrives, and reports the error', async () => {
    const { lazy, arrive, listeners } = gated();
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    lazy.whenLoaded(() => {
      throw new Error('client terminated');
    });
    lazy.whenLoaded((loaded) => loaded.subscribe(() => undefined));
    const loading = lazy.load();
    arrive();
    await expect(loading).resolves.toBeDefined();
    await expect(lazy.load()).resolves.toBeDefined();
    vi.unstubAllGlobals();
    expect(listeners.size).toBe(1);
    expect(reported).toEqual([new Error('client terminated')]);
  });

  describe('part', () => {
    const doubled = (counter: Counter) => ({ double: () => counter.value * 2 });

    it('fetches the implementation and the part at once, one round of chunk loading, and shares both', async () => {
      const { lazy, load, arrive } = gated();
      const loadPart = vi.fn(async () => doubled);
      const part = lazy.part(loadPart);

      const first = part.load();
      expect(load).toHaveBeenCalledTimes(1);
      await Promise.resolve();
      expect(loadPart).toHaveBeenCalledTimes(1);
      arrive();
      expect((await first).double()).toBe(2);
      await part.load();
      expect(load).toHaveBeenCalledTimes(1);
      expect(loadPart).toHaveBeenCalledTimes(1);
    });

    it("rejects when the part's chunk fails with the library's typed error, and tries again on the next call", async () => {
      const lazy = lazyImplementation(async () => counterModule().counter, { errors });
      const offline = new TypeError('Failed to fetch dynamically imported module');
      const loadPart = vi.fn<() => Promise<typeof doubled>>().mockRejectedValueOnce(offline).mockResolvedValue(doubled);
      const part = lazy.part(loadPart);

      await expect(part.load()).rejects.toMatchObject({ code: 'counter/unavailable', cause: offline });
      await expect(part.load()).resolves.toMatchObject({ double: expect.any(Function) });
      await expect(lazy.load()).resolves.toBeDefined();
    });

    it('refuses a part in flight at dispose(), releases the part before the implementation, and refuses later parts', async () => {
      const { lazy, arrive, dispose } = gated();
      const order: string[] = [];
      dispose.mockImplementation(async () => void order.push('implementation'));
      const part = lazy.part(async () => () => ({ dispose: async () => void order.push('part') }));
      const loaded = lazy.part(async () => () => ({ dispose: async () => void order.push('loaded part') }));
      const loading = loaded.load();
      arrive();
      await loading;

      const inFlight = part.load();
      await lazy.dispose();
      await expect(inFlight).rejects.toMatchObject({ code: 'counter/disposed' });
      await expect(loaded.load()).rejects.toMatchObject({ code: 'counter/disposed' });
      await expect(lazy.part(async () => doubled).load()).rejects.toMatchObject({ code: 'counter/disposed' });
      expect(order).toEqual(['loaded part', 'part', 'implementation']);
      expect(loaded.current()).toBeUndefined();
    });

    it('still releases the implementation when a part fails to release, and rejects with that failure', async () => {
      const { lazy, arrive, dispose } = gated();
      const failure = new Error('part release failed');
      const part = lazy.part(async () => () => ({ dispose: () => Promise.reject(failure) }));
      const loading = part.load();
      arrive();
      await loading;

      await expect(lazy.dispose()).rejects.toBe(failure);
      expect(dispose).toHaveBeenCalledTimes(1);
      expect(lazy.current()).toBeUndefined();
      await expect(lazy.load()).rejects.toMatchObject({ code: 'counter/disposed' });
    });
  });

  describe('an implementation that prefetches its parts', () => {
    const doubled = (counter: Counter) => ({ double: () => counter.value * 2 });

    it('is handed every part once it has loaded, and a part it loads then works offline', async () => {
      const network = { online: true };
      const { counter } = counterModule();
      const prefetch = vi.fn<(parts: readonly LazyImplementation<unknown>[]) => void>();
      let arrive = () => undefined as void;
      const lazy = lazyImplementation(
        () =>
          new Promise<Counter & PrefetchingImplementation>(
            (resolve) => (arrive = () => resolve({ ...counter, prefetch })),
          ),
        { errors },
      );
      const reads = lazy.part(async () => doubled);
      let fetched = false;
      const writes = lazy.part(async () => {
        if (!fetched && !network.online) throw new TypeError('Failed to fetch dynamically imported module');
        fetched = true;
        return doubled;
      });

      const loading = reads.load();
      expect(prefetch).not.toHaveBeenCalled();
      arrive();
      await loading;
      expect(prefetch).toHaveBeenCalledTimes(1);
      expect(prefetch).toHaveBeenCalledWith([reads, writes]);

      const [handed = []] = prefetch.mock.calls.at(0) ?? [];
      await Promise.all(handed.map((part) => part.load()));
      network.online = false;
      await expect(writes.load()).resolves.toMatchObject({ double: expect.any(Function) });
    });
  });
});
