import { PlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { firestoreErrors } from '../firestore.errors.js';
import { count } from '../model/aggregates.js';
import { collection, doc } from '../model/refs.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseFirestore, persistentMultiTabCache } from './index.js';

const loads = vi.hoisted(() => ({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 }));
// The parts' chunks, in the order they were first fetched.
const parts = vi.hoisted(() => {
  const fetched: string[] = [];
  const fetch = (name: string) => async (importOriginal: () => Promise<unknown>) => {
    fetched.push(name);
    return importOriginal();
  };
  return { fetched, fetch };
});

vi.mock('firebase/firestore', async (importOriginal) => {
  loads.sdk += 1;
  return importOriginal();
});

// The implementation chunk, as the browser fetches it: it fails while `chunkFailuresLeft` lasts.
vi.mock('./firebase-firestore.js', async (importOriginal) => {
  loads.chunk += 1;
  if (loads.chunkFailuresLeft > 0) {
    loads.chunkFailuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: firebase-firestore.js');
  }
  return importOriginal();
});

vi.mock('./queries.js', parts.fetch('queries'));
vi.mock('./listeners.js', parts.fetch('listeners'));
vi.mock('./persistent-cache.js', parts.fetch('persistent-cache'));
vi.mock('./writes.js', parts.fetch('writes'));

describe('createFirebaseFirestore', () => {
  it('loads neither its implementation nor firebase/firestore until the first call, and retries a chunk that failed', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'firestore-lazy' });
    const getApp = vi.spyOn(app, 'getApp');

    const port = createFirebaseFirestore({ app });
    const ref = port.newDoc(collection('notes'));
    expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toEqual({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 });
    expect(getApp).not.toHaveBeenCalled();

    loads.chunkFailuresLeft = 1;
    const failed: unknown = await port.offline().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(PlatformError);
    expect(failed).toMatchObject({
      code: 'firestore/unavailable',
      message: firestoreErrors.messages['firestore/unavailable'],
    });
    expect(getApp).not.toHaveBeenCalled();

    await port.offline();
    expect(loads.sdk).toBe(1);
    expect(getApp).toHaveBeenCalledTimes(1);
    await port.dispose();
    await app.delete();
  });

  it('refuses calls after a dispose that came before any use, without starting the app', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'firestore-lazy-dispose' });
    const getApp = vi.spyOn(app, 'getApp');
    const port = createFirebaseFirestore({ app });

    await port.dispose();
    await expect(port.offline()).rejects.toMatchObject({ code: 'firestore/disposed' });
    expect(getApp).not.toHaveBeenCalled();
    await app.delete();
  });

  it('replays a batch taken before the implementation arrived, checking its size there', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'firestore-lazy-batch' });
    const port = createFirebaseFirestore({ app });
    const items = collection('items');
    const batch = port.batch();
    for (let i = 0; i <= 500; i += 1) batch.set(port.newDoc(items), { i });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'firestore/batch-too-large' });
    await port.dispose();
    await app.delete();
  });

  it("fetches, for a call, the implementation and the chunk of that call's part only", async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'firestore-lazy-parts' });
    const port = createFirebaseFirestore({ app });
    const before = parts.fetched.length;
    await port.offline();
    expect(parts.fetched.slice(before)).toEqual([]);

    // Reading one document is the implementation's own.
    await port.get(doc(collection('notes'), 'missing')).catch(() => undefined);
    expect(parts.fetched.slice(before)).toEqual([]);
    await port.getDocs(collection('notes'));
    expect(parts.fetched.slice(before)).toEqual(['queries']);
    await port.aggregate(collection('notes'), { total: count() }).catch(() => undefined);
    expect(parts.fetched.slice(before)).toEqual(['queries']);
    port.onQuery(collection('notes'), () => undefined)();
    await expect.poll(() => parts.fetched.slice(before)).toEqual(['queries', 'listeners']);
    await port.dispose();
    await app.delete();
  });

  it('loads the IndexedDB cache only for an adapter that asks for it, with the implementation', async () => {
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'firestore-lazy-cache' });
    const port = createFirebaseFirestore({ app, cache: persistentMultiTabCache });
    const before = parts.fetched.length;
    await port.offline();
    expect(parts.fetched.slice(before)).toEqual(['persistent-cache']);
    await port.dispose();
    await app.delete();
  });
});
