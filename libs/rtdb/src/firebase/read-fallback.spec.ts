import { createManualClock } from '@platform/core';
import { http, passthrough, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { injectDatabaseBackend } from './testing/database-backend.js';
import { createFirebaseRtdb } from './index.js';

const backend = injectDatabaseBackend();
let apps = 0;
const newApp = () => backend.createApp(`rtdb-fallback-${(apps += 1)}`);

describe('read() on firebase-server, which ignores realtime reads', () => {
  beforeEach(() => backend.reset());

  it('falls back to REST after the realtime wait, and says so', async () => {
    const app = newApp();
    const port = createFirebaseRtdb({ app, emulator: backend, realtimeReadTimeoutMs: 300 });
    await port.set('notes/n1', { text: 'hello', tags: ['a', 'b'] });

    await expect(port.read('notes/n1')).resolves.toEqual({
      key: 'n1',
      value: { text: 'hello', tags: ['a', 'b'] },
      exists: true,
      route: 'rest',
    });
    await expect(port.read('notes/none')).resolves.toEqual({ key: 'none', value: null, exists: false, route: 'rest' });
    await port.dispose();
    await app.delete();
  });

  it('is served over the realtime connection when a listener already holds the value', async () => {
    const app = newApp();
    const port = createFirebaseRtdb({ app, emulator: backend, realtimeReadTimeoutMs: 5_000 });
    await port.set('live', 42);
    const values: unknown[] = [];
    const stop = port.onValue('live', (snapshot) => values.push(snapshot.value));
    await expect.poll(() => values).toEqual([42]);

    await expect(port.read('live')).resolves.toMatchObject({ value: 42, route: 'realtime' });
    stop();
    await port.dispose();
    await app.delete();
  });
});

describe('the REST fallback on a controlled clock', () => {
  const statuses: number[] = [];
  const failures = [429, 500, 503, 504];
  const server = setupServer(
    http.get(`${backend.url}/*`, ({ request }) => {
      const failure = failures[statuses.length];
      statuses.push(failure ?? 200);
      if (failure === undefined) return passthrough();
      expect(new URL(request.url).searchParams.get('ns')).toBe(backend.namespace);
      return HttpResponse.json({ error: 'busy' }, { status: failure });
    }),
    http.put(`${backend.url}/*`, () => passthrough()),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('retries 429, 500, 503 and 504 with exponential back-off on the adapter clock, then reads the value', async () => {
    const app = newApp();
    const clock = createManualClock(0);
    const port = createFirebaseRtdb({
      app,
      clock,
      emulator: backend,
      realtimeReadTimeoutMs: 3_000,
      restRetry: { maxAttempts: 5, baseDelayMs: 1_000, random: () => 0.999_999 },
    });
    await port.set('scores/ann', 7);

    const read = port.read('scores/ann');
    await expect.poll(() => clock.pendingTimers()).toBe(1);
    await clock.advanceAsync(2_999);
    expect(statuses).toEqual([]);
    await clock.advanceAsync(1);
    await expect.poll(() => statuses).toEqual([429]);

    // The waits double: 1 s, 2 s, 4 s, 8 s. Each retry comes exactly when its wait is over.
    for (const [wait, next] of [
      [1_000, 500],
      [2_000, 503],
      [4_000, 504],
      [8_000, 200],
    ] as const) {
      const before = statuses.length;
      await expect.poll(() => clock.pendingTimers()).toBe(1);
      await clock.advanceAsync(wait - 1);
      expect(statuses).toHaveLength(before);
      await clock.advanceAsync(1);
      await expect.poll(() => statuses.at(-1)).toBe(next);
    }
    await expect(read).resolves.toEqual({ key: 'ann', value: 7, exists: true, route: 'rest' });
    expect(statuses).toEqual([429, 500, 503, 504, 200]);
    await port.dispose();
    await app.delete();
  });

  it("sends the user's ID token as auth= and the App Check token as X-Firebase-AppCheck", async () => {
    const seen: { auth: string | null; appCheck: string | null }[] = [];
    server.use(
      http.get(`${backend.url}/*`, ({ request }) => {
        seen.push({
          auth: new URL(request.url).searchParams.get('auth'),
          appCheck: request.headers.get('X-Firebase-AppCheck'),
        });
        return HttpResponse.json({ from: 'rest' });
      }),
    );
    const app = newApp();
    const port = createFirebaseRtdb({
      app,
      emulator: backend,
      realtimeReadTimeoutMs: 50,
      getIdToken: async () => 'id-token',
      getAppCheckToken: async () => 'app-check-token',
    });
    await expect(port.read('anything')).resolves.toMatchObject({ value: { from: 'rest' }, route: 'rest' });
    expect(seen).toEqual([{ auth: 'id-token', appCheck: 'app-check-token' }]);
    await port.dispose();
    await app.delete();
  });

  it('turns a 401 into rtdb/permission-denied without retrying', async () => {
    let calls = 0;
    server.use(
      http.get(`${backend.url}/*`, () => {
        calls += 1;
        return HttpResponse.json({ error: 'Permission denied' }, { status: 401 });
      }),
    );
    const app = newApp();
    const port = createFirebaseRtdb({ app, emulator: backend, realtimeReadTimeoutMs: 50 });
    await expect(port.read('private')).rejects.toMatchObject({
      code: 'rtdb/permission-denied',
      customData: { route: 'rest', httpStatus: 401 },
    });
    expect(calls).toBe(1);
    await port.dispose();
    await app.delete();
  });
});
