import { lifecycleErrors } from '../errors/lifecycle-errors.js';
import { lazyImplementation } from './lazy-implementation.js';
import { prefetchWhenIdle } from './prefetch-when-idle.js';

const errors = lifecycleErrors('counter', 'Counter could not load.', 'Counter was closed.');

/** A part's chunk as a browser fetches it: once fetched it is kept, and while offline one never fetched fails. */
function chunks() {
  const network = { online: true };
  const chunkOf = () => {
    let fetched = false;
    return vi.fn(async () => {
      if (!fetched && !network.online) throw new TypeError('Failed to fetch dynamically imported module');
      fetched = true;
      return () => ({ written: true });
    });
  };
  return { network, chunkOf };
}

describe('prefetchWhenIdle', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const runIdle = async () => {
    for (const task of idle.splice(0)) task();
    await new Promise((resolve) => setTimeout(resolve));
  };
  /** An implementation that prefetches its parts, as Firestore's, RTDB's and Storage's do. */
  const prefetching = () => lazyImplementation(async () => ({ prefetch: prefetchWhenIdle }), { errors });

  it("fetches the parts once the implementation has loaded and the browser is idle, so that a part's first call works offline", async () => {
    const { network, chunkOf } = chunks();
    const lazy = prefetching();
    const readsChunk = chunkOf();
    const writesChunk = chunkOf();
    const reads = lazy.part(readsChunk);
    const writes = lazy.part(writesChunk);

    await reads.load();
    expect(writesChunk).not.toHaveBeenCalled();
    await runIdle();
    expect(writesChunk).toHaveBeenCalledTimes(1);

    network.online = false;
    await expect(writes.load()).resolves.toEqual({ written: true });
  });

  it('leaves a part it could not fetch to the first call, which fetches it again', async () => {
    const { network, chunkOf } = chunks();
    const lazy = prefetching();
    const writesChunk = chunkOf();
    const writes = lazy.part(writesChunk);

    await lazy.load();
    network.online = false;
    await runIdle();
    network.online = true;
    await expect(writes.load()).resolves.toEqual({ written: true });
    expect(writesChunk).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing once the port is disposed', async () => {
    const { chunkOf } = chunks();
    const lazy = prefetching();
    const writesChunk = chunkOf();
    lazy.part(writesChunk);

    await lazy.load();
    await lazy.dispose();
    await runIdle();
    expect(writesChunk).not.toHaveBeenCalled();
  });

  it('is not asked for by default: a part not called is never fetched, and its first call offline fails', async () => {
    const { network, chunkOf } = chunks();
    const lazy = lazyImplementation(async () => ({}), { errors });
    const writes = lazy.part(chunkOf());

    await lazy.load();
    await runIdle();
    expect(idle).toHaveLength(0);
    network.online = false;
    await expect(writes.load()).rejects.toMatchObject({ code: 'counter/unavailable' });
  });
});
