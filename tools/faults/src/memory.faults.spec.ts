import { isPlatformError } from '@platform/core';
import { arrayUnion, collection, docAt, increment, type QuerySnapshot } from '@platform/firestore';
import { createMemoryFirestore, createMemoryFirestoreBackend } from '@platform/firestore/memory';
import { createMemoryRtdb } from '@platform/rtdb/memory';
import { createMemoryStorage } from '@platform/storage/memory';
import { createMemoryAuth } from '@platform/auth/memory';
import type { AuthState } from '@platform/auth';
import { settle, waitUntil } from './support/wait.js';

const codeOf = (error: unknown) => (isPlatformError(error) ? error.code : `not a PlatformError: ${String(error)}`);

// The same scenarios on the memory adapters, through their fault injection: offline()/online(), simulateDisconnect(),
// stallReads(), failNext() and setOffline().
describe('the memory adapters through the same faults', () => {
  it('Firestore: 200 writes made offline reach the backend once each, in order, when back online; listeners converge', async () => {
    const backend = createMemoryFirestoreBackend();
    const writer = createMemoryFirestore({ backend });
    const observer = createMemoryFirestore({ backend });
    type Row = { seq: number; count: number; history: number[] };
    const rows = collection<Row>('faults/memory/writes');
    let writerView: QuerySnapshot<Row> | undefined;
    let observerView: QuerySnapshot<Row> | undefined;
    const stops = [
      writer.onQuery(rows, (snapshot) => (writerView = snapshot)),
      observer.onQuery(rows, (snapshot) => (observerView = snapshot)),
    ];

    await writer.offline();
    const writes: Promise<void>[] = [];
    for (let seq = 1; seq <= 10; seq += 1) {
      for (let n = 0; n < 20; n += 1) {
        writes.push(
          writer.set(
            docAt<Row>(`faults/memory/writes/d${String(n)}`),
            { seq, count: increment(1), history: arrayUnion(seq) },
            { merge: true },
          ),
        );
      }
    }
    await waitUntil('the writer sees its own writes', () => writerView?.docs.length === 20);
    expect(writerView?.hasPendingWrites).toBe(true);
    // Adapters on one memory backend share its cache too, so the observer sees them pending at once (a documented
    // difference from the SDK, where they stay on the writer's device until it is back online).
    expect(observerView?.hasPendingWrites).toBe(true);

    await writer.online();
    await Promise.all(writes);
    const server = await observer.getDocs(rows);
    expect(server.map((doc) => doc.data)).toEqual(
      Array.from({ length: 20 }, () => ({ seq: 10, count: 10, history: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })),
    );
    await waitUntil('both listeners hold the backend state', () =>
      [writerView, observerView].every((view) => view?.docs.length === 20 && !view.hasPendingWrites),
    );
    expect(writerView?.docs).toEqual(server);
    expect(observerView?.docs).toEqual(server);
    stops.forEach((stop) => stop());
  });

  it('Firestore: a transaction that meets an unavailable backend rejects typed and writes nothing', async () => {
    const port = createMemoryFirestore();
    const account = docAt<{ balance: number }>('faults/memory/tx/account');
    await port.set(account, { balance: 100 });
    port.control.failNext('firestore/unavailable');
    const outcome = await settle(
      port.runTransaction(async (transaction) => {
        const current = await transaction.get(account);
        transaction.update(account, { balance: (current?.data.balance ?? 0) - 10 });
      }),
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(codeOf(outcome.error)).toBe('firestore/unavailable');
    expect((await port.get(account))?.data).toEqual({ balance: 100 });
  });

  it('RTDB: writes during a disconnect are there once each after reconnecting, and onDisconnect writes run once', async () => {
    const port = createMemoryRtdb({ readTimeoutMs: 500 });
    const states: boolean[] = [];
    const stop = port.watchConnection((state) => states.push(state.connected));
    await port.onDisconnect('faults/presence').set('away');
    await port.set('faults/presence', 'here');

    port.control.simulateDisconnect();
    expect(port.currentConnection().connected).toBe(false);
    const writes: Promise<unknown>[] = [];
    for (let seq = 1; seq <= 100; seq += 1) writes.push(port.push('faults/log', { seq }));
    port.control.reconnect();
    await Promise.all(writes);

    const log = (await port.read('faults/log')).value as Record<string, { seq: number }>;
    expect(
      Object.keys(log)
        .sort()
        .map((key) => log[key]?.seq),
    ).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect((await port.read('faults/presence')).value).toBe('away');
    expect(states).toContain(false);
    expect(states.at(-1)).toBe(true);
    stop();
  });

  it('RTDB: a read from a backend that stopped answering ends with a typed error', async () => {
    const port = createMemoryRtdb({ readTimeoutMs: 300 });
    await port.set('faults/stalled', 1);
    port.control.stallReads(true);
    const outcome = await settle(port.read('faults/stalled'));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(codeOf(outcome.error)).toBe('rtdb/timeout');
  });

  it('Storage: an upload that fails mid-way fails typed and stores nothing; a canceled upload leaves no object', async () => {
    const port = createMemoryStorage({ chunkBytes: 256 * 1024, chunkMs: 1 });
    const bytes = new Uint8Array(6 * 1024 * 1024);
    port.control.failNext('storage/retry-limit-exceeded');
    const failed = await settle(port.upload('faults/failed.bin', bytes).result);
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(codeOf(failed.error)).toBe('storage/retry-limit-exceeded');
    await expect(port.getMetadata('faults/failed.bin')).resolves.toBeNull();

    const task = port.upload('faults/canceled.bin', bytes);
    task.subscribe((progress) => {
      if (progress.bytesTransferred > 0) task.cancel();
    });
    await expect(task.result).resolves.toEqual({ status: 'canceled' });
    await expect(port.getMetadata('faults/canceled.bin')).resolves.toBeNull();
    expect((await port.listAll('faults')).items).toEqual([]);
  });

  it('Auth: a token refresh during an outage fails typed, the user stays signed in, and the next refresh recovers', async () => {
    const auth = createMemoryAuth();
    const signedIn = await auth.signUpWithEmail('outage@example.com', 'correct horse battery');
    const states: AuthState['status'][] = [];
    const stop = auth.subscribe((state) => states.push(state.status));

    auth.control.setOffline(true);
    const refresh = await settle(auth.getIdToken({ forceRefresh: true }));
    expect(refresh.ok).toBe(false);
    if (!refresh.ok) expect(codeOf(refresh.error)).toBe('auth/network-request-failed');
    expect(auth.currentState()).toMatchObject({ status: 'signed-in', user: { uid: signedIn.user.uid } });

    auth.control.setOffline(false);
    await expect(auth.getIdToken({ forceRefresh: true })).resolves.toEqual(expect.any(String));
    expect(states).not.toContain('signed-out');
    stop();
  });
});
