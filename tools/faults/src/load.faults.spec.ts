import { isDeepStrictEqual } from 'node:util';
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
import {
  findFirestoreEmulatorJar,
  machineHost,
  startFirestoreEmulator,
  type RunningFirestoreEmulator,
} from '@platform/backends';
import { firestoreEmulator, openFirestore, serverCollection } from './support/firestore-server.js';
import { waitUntil } from './support/wait.js';

const provided = firestoreEmulator();
// An emulator of its own: the load would slow every other scenario's emulator, which runs beside it.
let emulator: RunningFirestoreEmulator | undefined;

beforeAll(async () => {
  const installation = findFirestoreEmulatorJar(machineHost());
  if (installation.kind !== 'unavailable') emulator = await startFirestoreEmulator({ installation });
});
afterAll(() => emulator?.stop());
const CLIENTS = 10;
const WRITES_PER_CLIENT = 100;
const LISTENERS = 100;

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

/** The heap after full collections, once timers that hold on to closed clients (the SDK's and gRPC's) have run. */
async function heapAfterCollection(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('The load scenario needs node --expose-gc (vitest.config.mts passes it).');
  for (let pass = 0; pass < 3; pass += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    gc();
  }
  return process.memoryUsage().heapUsed;
}

describe('Firestore on the emulator, under load', () => {
  it('1,000 concurrent writes from 10 clients and 100 listeners on overlapping queries: every listener ends on the server state, and teardown returns to the baseline', async (context) => {
    if ('unavailable' in provided) return context.skip(provided.unavailable);
    const target = emulator ?? provided;
    const base = `faults/load-${String(Date.now())}-${String(process.pid)}`;

    // A small round first: the SDK's modules, gRPC's channel machinery and the adapters' chunks load once and stay.
    // The baseline is taken after it, so what the big round leaves behind shows.
    await round(target, base, 2, 2);
    const baseline = { handles: openHandles(), heap: await heapAfterCollection() };
    const timings = await round(target, base, CLIENTS, LISTENERS);
    await waitUntil(
      `the sockets and timers return to the baseline (${String(baseline.handles)})`,
      () => openHandles() <= baseline.handles,
      15_000,
    );
    const heap = await heapAfterCollection();
    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
    console.info(
      `load: writes confirmed in ${String(timings.writesMs)} ms, listeners on the server state ${String(timings.convergedMs)} ms later; heap ${mib(baseline.heap)} before, ${mib(timings.heldHeap)} with everything open, ${mib(heap)} after teardown`,
    );
    // What the clients held is let go: at most a quarter of it stays (gRPC's shared channel pool, compiled code).
    expect(heap - baseline.heap).toBeLessThan((timings.heldHeap - baseline.heap) / 4);
  }, 180_000);
});

/** Opens the clients and listeners, makes the writes, checks every one landed once and every listener converged, and tears down. */
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
  const listeners = Array.from({ length: listenerCount }, (_, l) => {
    const k = l % COLLECTIONS;
    const { query: q, expected } = listenerQuery(collection<Row>(pathOf(k)), l);
    const port: FirestorePort = (clients[Math.floor(l / COLLECTIONS) % clientCount] as (typeof clients)[number]).port;
    const unsubscribe = port.onQuery(
      q,
      (snapshot) => (views[l] = snapshot),
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
  // 75 s: once in a while the emulator sends a frame the SDK reads as a message of gigabytes; the SDK fails that stream
  // with resource-exhausted and listens again after its longest back-off (60 s). The listeners never hear an error.
  await waitUntil('every listener holds the server state', () => listeners.every((_, l) => settled(l)), 75_000);
  expect(errors).toEqual([]);

  const convergedMs = Date.now() - wrote;
  const heldHeap = await heapAfterCollection();
  for (const { unsubscribe } of listeners) unsubscribe();
  await Promise.all(clients.map((client) => client.close()));
  return { writesMs: wrote - started, convergedMs, heldHeap };
}
