import { PlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createOfflineChunks } from '@platform/core/testing';
import { rtdbErrors } from '../rtdb.errors.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { createFirebaseRtdb } from './index.js';

const loads = vi.hoisted(() => ({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 }));
vi.mock('firebase/database', async (importOriginal) => {
  loads.sdk += 1;
  return importOriginal();
});

// The implementation chunk, as the browser fetches it: it fails while `chunkFailuresLeft` lasts.
vi.mock('./firebase-rtdb.js', async (importOriginal) => {
  loads.chunk += 1;
  if (loads.chunkFailuresLeft > 0) {
    loads.chunkFailuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: firebase-rtdb.js');
  }
  return importOriginal();
});

// The parts' chunks, as the browser fetches them.
const parts = createOfflineChunks();
vi.mock('./writes.js', (importOriginal) => parts.chunk('writes')(importOriginal));
vi.mock('./listeners.js', (importOriginal) => parts.chunk('listeners')(importOriginal));
vi.mock('./transactions.js', (importOriginal) => parts.chunk('transactions')(importOriginal));

const CONFIG = { ...DEMO_CONFIG, databaseURL: 'http://127.0.0.1:9?ns=demo-rtdb' };

describe('createFirebaseRtdb', () => {
  it('loads neither its implementation nor firebase/database until the first call, and retries a chunk that failed', async () => {
    const app = createFirebaseApp(CONFIG, { name: 'rtdb-lazy' });
    const getApp = vi.spyOn(app, 'getApp');

    const port = createFirebaseRtdb({ app });
    expect(port.currentConnection()).toEqual({ connected: false, serverTimeOffsetMs: 0 });
    port.onDisconnect('a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toEqual({ sdk: 0, chunk: 0, chunkFailuresLeft: 0 });
    expect(getApp).not.toHaveBeenCalled();

    loads.chunkFailuresLeft = 2;
    const offline: unknown = await port.goOffline().catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(PlatformError);
    expect(offline).toMatchObject({ code: 'rtdb/unavailable', message: rtdbErrors.messages['rtdb/unavailable'] });
    const failed: string[] = [];
    port.onValue(
      'a',
      () => undefined,
      (error) => failed.push(error.code),
    );
    await expect.poll(() => failed).toEqual(['rtdb/unavailable']);
    expect(getApp).not.toHaveBeenCalled();

    await port.goOffline();
    // Two parts that import the SDK at once can each run the mock's factory; a browser evaluates the module once.
    expect(loads.sdk).toBeGreaterThan(0);
    expect(getApp).toHaveBeenCalled();
    await port.dispose();
    await app.delete();
  });

  it('tells a connection watcher it is not connected until the implementation says otherwise', async () => {
    const app = createFirebaseApp(CONFIG, { name: 'rtdb-lazy-listener' });
    const port = createFirebaseRtdb({ app });
    const states: boolean[] = [];
    const stop = port.watchConnection((state) => states.push(state.connected));
    expect(states).toEqual([false]);
    await port.goOffline();
    expect(states).toEqual([false]);
    stop();
    await port.dispose();
    await app.delete();
  });

  it('fetches its other parts while the browser is idle once the implementation has loaded, so that a first write made offline is kept', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const app = createFirebaseApp(CONFIG, { name: 'rtdb-lazy-prefetch' });
    const port = createFirebaseRtdb({ app });
    try {
      // The connection's part loads the implementation; the SDK then keeps writes on the device until it connects.
      await port.goOffline();
      expect(parts.fetched).not.toContain('writes');
      expect(idle).not.toHaveLength(0);
      for (const task of idle.splice(0)) task();
      await expect.poll(() => parts.fetched).toEqual(expect.arrayContaining(['writes', 'transactions', 'listeners']));

      parts.offline = true;
      const values: unknown[] = [];
      const errors: unknown[] = [];
      port.onValue(
        'prefetch/first',
        (snapshot) => values.push(snapshot.value),
        (error) => errors.push(error),
      );
      const write = port.set('prefetch/first', 'written offline');
      write.catch((error: unknown) => errors.push(error));
      await expect.poll(() => values).toContain('written offline');
      expect(errors).toEqual([]);
    } finally {
      parts.offline = false;
      vi.unstubAllGlobals();
      await port.dispose();
      await app.delete();
    }
  });

  it('refuses calls after a dispose that came before any use, without starting the app', async () => {
    const app = createFirebaseApp(CONFIG, { name: 'rtdb-lazy-dispose' });
    const getApp = vi.spyOn(app, 'getApp');
    const port = createFirebaseRtdb({ app });

    await port.dispose();
    await expect(port.set('a', 1)).rejects.toMatchObject({ code: 'rtdb/disposed' });
    expect(getApp).not.toHaveBeenCalled();
    await app.delete();
  });
});
