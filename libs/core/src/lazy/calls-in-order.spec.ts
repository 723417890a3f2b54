import { lifecycleErrors } from '../errors/lifecycle-errors.js';
import { callsInOrder } from './calls-in-order.js';
import { lazyImplementation } from './lazy-implementation.js';

const errors = lifecycleErrors('store', 'Store could not load.', 'Store was closed.');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('callsInOrder', () => {
  it('reaches each part in call order, even when a later call’s part arrives first', async () => {
    const implementation = lazyImplementation(async () => ({ log: [] as string[] }), { errors });
    const writesChunk = deferred<(store: { log: string[] }) => { write(): void }>();
    const writes = implementation.part(() => writesChunk.promise);
    const reads = implementation.part(async () => (store: { log: string[] }) => ({ read: () => [...store.log] }));
    const ordered = callsInOrder();

    const written = ordered(writes)
      .load()
      .then((part) => part.write());
    const read = ordered(reads)
      .load()
      .then((part) => part.read());
    await reads.load();
    writesChunk.resolve((store) => ({ write: () => void store.log.push('written') }));

    await written;
    await expect(read).resolves.toEqual(['written']);
  });

  it('lets a later call through when an earlier call’s part failed to load', async () => {
    const implementation = lazyImplementation(async () => ({}), { errors });
    const broken = implementation.part(() => Promise.reject(new TypeError('Failed to fetch')));
    const working = implementation.part(async () => () => ({ ok: true }));
    const ordered = callsInOrder();

    const failed = ordered(broken).load();
    const later = ordered(working).load();
    await expect(failed).rejects.toMatchObject({ code: 'store/unavailable' });
    await expect(later).resolves.toEqual({ ok: true });
  });
});
