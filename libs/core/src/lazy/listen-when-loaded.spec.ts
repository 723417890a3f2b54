import { lazyImplementation } from './lazy-implementation.js';
import { listenWhenLoaded } from './listen-when-loaded.js';

interface Source {
  subscribe(listener: (value: number) => void): () => void;
}

function source() {
  const listeners = new Set<(value: number) => void>();
  const port: Source = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { port, listeners };
}

class LoadFailed extends Error {}

describe('listenWhenLoaded', () => {
  it('starts the load, attaches when the implementation arrives, and detaches', async () => {
    const { port, listeners } = source();
    const load = vi.fn(async () => port);
    const lazy = lazyImplementation(load, { toError: (cause) => new LoadFailed('', { cause }) });
    const detach = listenWhenLoaded(lazy, (loaded) => loaded.subscribe(() => undefined));
    expect(load).toHaveBeenCalledTimes(1);
    await lazy.load();
    expect(listeners.size).toBe(1);
    detach();
    expect(listeners.size).toBe(0);
  });

  it('attaches at once when the implementation is already loaded', async () => {
    const { port, listeners } = source();
    const lazy = lazyImplementation(async () => port, { toError: (cause) => new LoadFailed('', { cause }) });
    await lazy.load();
    listenWhenLoaded(lazy, (loaded) => loaded.subscribe(() => undefined));
    expect(listeners.size).toBe(1);
  });

  it("tells onError the load's typed error, unless the listener detached first", async () => {
    const lazy = lazyImplementation<Source>(() => Promise.reject(new TypeError('offline')), {
      toError: (cause) => new LoadFailed('chunk missing', { cause }),
    });
    const heard: unknown[] = [];
    listenWhenLoaded(
      lazy,
      (loaded) => loaded.subscribe(() => undefined),
      (error) => heard.push(error),
    );
    const early = listenWhenLoaded(
      lazy,
      (loaded) => loaded.subscribe(() => undefined),
      (error) => heard.push(error),
    );
    early();
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toBeInstanceOf(LoadFailed);
  });
});
