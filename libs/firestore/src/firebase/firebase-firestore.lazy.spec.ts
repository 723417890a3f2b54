import { PlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { firestoreErrors } from '../firestore.errors.js';
import { collection } from '../model/refs.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseFirestore } from './index.js';

const loads = vi.hoisted(() => ({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 }));

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
    // The app's SDK is fetched with the chunk, in the same round.
    expect(getApp).toHaveBeenCalledTimes(1);

    await port.offline();
    expect(loads.sdk).toBe(1);
    expect(getApp).toHaveBeenCalled();
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
});
