import { isDeepStrictEqual } from 'node:util';
import { loadFirebaseApp } from '@platform/core/firebase';
import { getFirestore } from 'firebase/firestore';
import { inject } from 'vitest';
import {
  collection,
  docAt,
  limit,
  orderBy,
  query,
  where,
  type CollectionRef,
  type FirestorePort,
  type QuerySnapshot,
} from '@platform/firestore';
import { firestoreEmulator, openFirestore, serverCollection } from './support/firestore-server.js';
import { LOAD_EMULATOR_CONTEXT_KEY } from './support/load-emulator-context.js';
import { LISTEN_RECOVERY_MS, sleep, waitWhileProgressing } from './support/wait.js';

const provided = firestoreEmulator();
// An emulator of its own, which the global setup starts beside the others: on the run's emulator, the load's writes
// would queue ahead of the other Firestore scenarios' and slow them about twofold. The run's where there is none.
const own = inject(LOAD_EMULATOR_CONTEXT_KEY);
const CLIENTS = 10;
const WRITES_PER_CLIENT = 100;
const LISTENERS = 100;
/**
 * A safety net only: with both cores busy, the emulator takes minutes over the load. The writes are awaited under it
 * alone; the listeners and the sockets for as long as something still happens (a snapshot heard, a socket closed).
 */
const TIMEOUT_MS = 600_000;

/** Document `n` lives in collection `k = n % 10` at place `j = n / 10` (rounded down). */
type Row = { client: number; n: number; j: number; bucket: number };
const COLLECTIONS = 10;

/**
 * Listener `l`'s query on collection `l % 10` and what it should hold, given that collection's documents on the
 * server: windows of 20 places that overlap their neighbours by half, in three shapes (a range, a range read
 * backwards with a limit, and a bucket within a range), so every document is heard by two to four listeners spread
 * over the clients. The emulator evaluates every listener of a collection on each write to it, so the documents are
 * spread over ten collections: on one, the 100 listeners cost it 100 evaluations of a 1,000-document collection per
 * write, and the scenario minutes.
 */
function listenerQuery(rows: CollectionRef<Row, Row>, l: number) {
  const from = Math.floor(l / COLLECTIONS) * 10;
  const inWindow = (row: Row) => row.j >= from && row.j < from + 20;
  if (l % 3 === 0) {
    return {
      query: query(rows, where('j', '>=', from), where('j', '<', from + 20), orderBy('j')),
      expected: (all: Row[]) => all.filter(inWindow).sort((a, b) => a.j - b.j),
    };
  }
  if (l % 3 === 1) {
    return {
      query: query(rows, where('j', '>=', from), where('j', '<', from + 20), orderBy('j', 'desc'), limit(15)),
      expected: (all: Row[]) =>
        all
          .filter(inWindow)
          .sort((a, b) => b.j - a.j)
          .slice(0, 15),
    };
  }
  const bucket = l % 2;
  return {
    query: query(rows, where('bucket', '==', bucket), where('j', '>=', from), where('j', '<', from + 20), orderBy('j')),
    expected: (all: Row[]) => all.filter((row) => inWindow(row) && row.bucket === bucket).sort((a, b) => a.j - b.j),
  };
}

/** Sockets and timers this process holds: what a client that was not torn down would leave behind. */
function openHandles(): number {
  return process.getActiveResourcesInfo().filter((kind) => kind === 'TCPSocketWrap' || kind === 'Timeout').length;
}

/** One object a client of the round holds, which must be let go of once the client is closed. */
interface Tracked {
  readonly client: number;
  readonly what: string;
  readonly ref: WeakRef<object>;
}

/**
 * Weak references to what a client is made of: the client, its port and app handle, and the SDK's app and Firestore
 * instance behind them. The port must have been used, so that the Firestore instance is the one it opened.
 */
async function track(client: ReturnType<typeof openFirestore>, n: number): Promise<Tracked[]> {
  const firebaseApp = await loadFirebaseApp(client.app);
  const parts: Record<string, object> = {
    client,
    port: client.port,
    'app handle': client.app,
    FirebaseApp: firebaseApp,
    Firestore: getFirestore(firebaseApp),
  };
  return Object.entries(parts).map(([what, part]) => ({ client: n, what, ref: new WeakRef(part) }));
}

/** The next turn of the event loop (a macrotask): timers, I/O callbacks and finalizers that were due have run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What is still reachable of `tracked`, after forced collections: as soon as nothing is, or what still is once
 * `boundMs` have passed without that happening. Each pass collects in a turn of its own, since an object `deref()`
 * returned is kept alive until the end of the turn that called it, and lets the closed clients' pending timers run.
 */
async function stillReachable(tracked: readonly Tracked[], boundMs: number): Promise<Tracked[]> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('The load scenario needs node --expose-gc (vitest.config.mts passes it).');
  const deadline = Date.now() + boundMs;
  for (;;) {
    await nextTurn();
    gc();
    await nextTurn();
    const reachable = tracked.filter(({ ref }) => ref.deref() !== undefined);
    if (reachable.length === 0 || Date.now() > deadline) return reachable;
    await sleep(50);
  }
}

describe('Firestore on the emulator, under load', () => {
  it(
    '1,000 concurrent writes from 10 clients and 100 listeners on overlapping queries: every listener ends on the server state, and teardown releases every client',
    async (context) => {
      if ('unavailable' in provided) return context.skip(provided.unavailable);
      const target = own ?? provided;
      const base = `faults/load-${String(Date.now())}-${String(process.pid)}`;

      const baselineHandles = openHandles();
      const { timings, tracked } = await round(target, base, CLIENTS, LISTENERS);
      const closed = Date.now();
      await waitWhileProgressing(
        `the sockets and timers return to the baseline (${String(baselineHandles)})`,
        () => openHandles() <= baselineHandles,
        openHandles,
        15_000,
      );
      // 30 s, far past what it takes (the first collection, as a rule): a client that is held on to never comes free.
      const reachable = await stillReachable(tracked, 30_000);
      const releasedMs = Date.now() - closed;
      console.info(
        `load: writes confirmed in ${String(timings.writesMs)} ms, listeners on the server state ${String(timings.convergedMs)} ms later; ${String(CLIENTS)} clients released ${String(releasedMs)} ms after teardown`,
      );
      const held = new Map<number, string[]>();
      for (const { client, what } of reachable) held.set(client, [...(held.get(client) ?? []), what]);
      const which = [...held].map(([client, parts]) => `client ${String(client)}: ${parts.join(', ')}`).join('; ');
      expect(
        held.size,
        `${String(held.size)} of ${String(CLIENTS)} clients were still reachable after teardown (${which})`,
      ).toBe(0);
    },
    TIMEOUT_MS,
  );
});

/**
 * Opens the clients and listeners, makes the writes, checks every one landed once and every listener converged, and
 * tears down. Returns weak references only: nothing of the clients is held on to by the caller.
 */
async function round(
  target: { host: string; port: number; url: string },
  root: string,
  clientCount: number,
  listenerCount: number,
) {
  const base = `${root}-round-${String(clientCount)}`;
  const pathOf = (k: number) => `${base}/rows-${String(k)}`;
  const clients = Array.from({ length: clientCount }, () => openFirestore(target));
  const views: (QuerySnapshot<Row> | undefined)[] = Array.from({ length: listenerCount });
  const errors: unknown[] = [];
  let heard = 0;
  const listeners = Array.from({ length: listenerCount }, (_, l) => {
    const k = l % COLLECTIONS;
    const { query: q, expected } = listenerQuery(collection<Row>(pathOf(k)), l);
    const port: FirestorePort = (clients[Math.floor(l / COLLECTIONS) % clientCount] as (typeof clients)[number]).port;
    const unsubscribe = port.onQuery(
      q,
      (snapshot) => {
        views[l] = snapshot;
        heard += 1;
      },
      (error) => errors.push(error),
    );
    return { unsubscribe, expected, k };
  });

  const started = Date.now();
  await Promise.all(
    clients.flatMap(({ port }, client) =>
      Array.from({ length: WRITES_PER_CLIENT }, (_, i) => {
        const n = client * WRITES_PER_CLIENT + i;
        const j = Math.floor(n / COLLECTIONS);
        const id = `w-${String(n).padStart(4, '0')}`;
        return port.set(docAt<Row>(`${pathOf(n % COLLECTIONS)}/${id}`), { client, n, j, bucket: j % 2 });
      }),
    ),
  );

  const wrote = Date.now();
  const tracked = (await Promise.all(clients.map(track))).flat();
  const server = await Promise.all(
    Array.from(
      { length: COLLECTIONS },
      async (_, k) => [...(await serverCollection(target, pathOf(k))).values()] as Row[],
    ),
  );
  const every = server.flat().map((row) => row.n);
  // Each write once: 1,000 documents, 1,000 distinct numbers.
  expect(every).toHaveLength(clientCount * WRITES_PER_CLIENT);
  expect(new Set(every).size).toBe(clientCount * WRITES_PER_CLIENT);

  const settled = (l: number) => {
    const view = views[l];
    const listener = listeners[l];
    if (!view || !listener || view.fromCache) return false;
    return isDeepStrictEqual(
      view.docs.map((doc) => doc.data),
      listener.expected(server[listener.k] ?? []),
    );
  };
  // As long as the listeners hear snapshots, however slowly, and through one back-off of the SDK's after the emulator's
  // corrupt frame (see LISTEN_RECOVERY_MS) without one.
  await waitWhileProgressing(
    'every listener holds the server state',
    () => listeners.every((_, l) => settled(l)),
    () => heard,
    LISTEN_RECOVERY_MS,
  );
  expect(errors).toEqual([]);

  const convergedMs = Date.now() - wrote;
  for (const { unsubscribe } of listeners) unsubscribe();
  await Promise.all(clients.map((client) => client.close()));
  return { timings: { writesMs: wrote - started, convergedMs }, tracked };
}
