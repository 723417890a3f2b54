import { isDeepStrictEqual } from 'node:util';
import { arrayUnion, collection, docAt, increment, type QuerySnapshot } from '@platform/firestore';
import { isPlatformError } from '@platform/core';
import { firestoreEmulator, openFirestore, serverCollection } from './support/firestore-server.js';
import { useScenario } from './support/scenario.js';
import { LISTEN_RECOVERY_MS, settle, waitUntil } from './support/wait.js';

const emulator = firestoreEmulator();
const run = `${String(Date.now())}-${String(process.pid)}`;
const DOCS = 20;
const WRITES_PER_DOC = 10;

type Row = { seq: number; count: number; history: number[] };

const scenario = useScenario();

beforeEach((context) => {
  if ('unavailable' in emulator) context.skip(emulator.unavailable);
});

function client(target: { host: string; port: number }) {
  const opened = openFirestore(target);
  scenario.release(opened.close);
  return opened.port;
}

/**
 * The last snapshot a listener heard, by document id, once the server answered it (not from cache). The writer's own
 * query snapshot can keep `hasPendingWrites: true` after every write is confirmed (the SDK clears it only when the
 * watch stream reports the committed version), so the comparison is on the documents.
 */
function lastServerView(snapshot: QuerySnapshot<Row> | undefined): Map<string, Row> | undefined {
  if (!snapshot || snapshot.fromCache) return undefined;
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data]));
}

describe('Firestore on the emulator, through a dropped connection', () => {
  it('200 writes issued while the connection is dropped reach the server exactly once, in order per document, and listeners converge on the server', async () => {
    if ('unavailable' in emulator) return;
    const proxy = await scenario.proxy(emulator);
    const writer = client(proxy);
    const observer = client(emulator);
    const path = `faults/${run}/writes`;
    const rows = collection<Row>(path);

    let writerView: QuerySnapshot<Row> | undefined;
    let observerView: QuerySnapshot<Row> | undefined;
    const errors: unknown[] = [];
    const unsubscribes = [
      writer.onQuery(
        rows,
        (snapshot) => (writerView = snapshot),
        (error) => errors.push(error),
      ),
      observer.onQuery(
        rows,
        (snapshot) => (observerView = snapshot),
        (error) => errors.push(error),
      ),
    ];
    scenario.stopFirst(() => unsubscribes.forEach((unsubscribe) => unsubscribe()));
    await writer.set(docAt(`${path}/warm-up`), { seq: 0, count: 0, history: [] });
    // A first listen stream can meet the emulator's corrupt frame too (see LISTEN_RECOVERY_MS).
    await waitUntil(
      'the writer listens from the server',
      () => lastServerView(writerView)?.size === 1,
      LISTEN_RECOVERY_MS,
    );

    proxy.drop({ forMs: 30_000 });
    const confirmed: string[] = [];
    const writes: Promise<void>[] = [];
    for (let seq = 1; seq <= WRITES_PER_DOC; seq += 1) {
      for (let n = 0; n < DOCS; n += 1) {
        const id = `d${String(n).padStart(2, '0')}`;
        writes.push(
          writer
            .set(docAt<Row>(`${path}/${id}`), { seq, count: increment(1), history: arrayUnion(seq) }, { merge: true })
            .then(() => void confirmed.push(`${id}@${String(seq)}`)),
        );
      }
    }
    // Latency compensation: the writer sees its own writes, pending, while the server has none of them.
    await waitUntil(
      'the writer sees its own writes, pending',
      () => writerView?.docs.length === DOCS + 1 && writerView.hasPendingWrites,
    );
    expect(confirmed).toEqual([]);
    expect((await serverCollection(emulator, path)).size).toBe(1);

    proxy.restore();
    await Promise.all(writes);
    expect(confirmed).toHaveLength(DOCS * WRITES_PER_DOC);

    const server = await serverCollection(emulator, path);
    expect(server.size).toBe(DOCS + 1);
    const everySeq = Array.from({ length: WRITES_PER_DOC }, (_, i) => i + 1);
    for (let n = 0; n < DOCS; n += 1) {
      // count proves each write applied once (a duplicate would add one); history, in the order applied, proves order.
      expect(server.get(`d${String(n).padStart(2, '0')}`)).toEqual({
        seq: WRITES_PER_DOC,
        count: WRITES_PER_DOC,
        history: everySeq,
      });
    }
    await waitUntil(
      'both listeners hold the server state',
      () => [lastServerView(writerView), lastServerView(observerView)].every((view) => isDeepStrictEqual(view, server)),
      LISTEN_RECOVERY_MS,
    );
    for (const view of [lastServerView(writerView), lastServerView(observerView)]) {
      expect(view).toEqual(server);
    }
    expect(errors).toEqual([]);
  }, 300_000);

  it.each([
    ['a short drop (2 s), which the SDK retries through', 2_000],
    ['a drop (15 s) that outlasts the retries', 15_000],
  ])('a transaction that meets %s commits once or rejects with a typed error, never half', async (_, dropMs) => {
    if ('unavailable' in emulator) return;
    const proxy = await scenario.proxy(emulator);
    const port = client(proxy);
    const path = `faults/${run}/transactions-${String(dropMs)}`;
    const account = docAt<{ balance: number; moves: number }>(`${path}/account`);
    const ledger = docAt<{ entries: number }>(`${path}/ledger`);
    await port.set(account, { balance: 100, moves: 0 });
    await port.set(ledger, { entries: 0 });

    let attempts = 0;
    const outcome = await settle(
      port.runTransaction(async (transaction) => {
        attempts += 1;
        const current = await transaction.get(account);
        const entries = await transaction.get(ledger);
        if (attempts === 1) proxy?.drop({ forMs: dropMs });
        transaction.update(account, {
          balance: (current?.data.balance ?? 0) - 10,
          moves: (current?.data.moves ?? 0) + 1,
        });
        transaction.update(ledger, { entries: (entries?.data.entries ?? 0) + 1 });
        return attempts;
      }),
    );
    await proxy.restored();

    const server = await serverCollection(emulator, path);
    if (outcome.ok) {
      expect(server.get('account')).toEqual({ balance: 90, moves: 1 });
      expect(server.get('ledger')).toEqual({ entries: 1 });
    } else {
      expect(isPlatformError(outcome.error)).toBe(true);
      expect((outcome.error as { code: string }).code).toMatch(/^firestore\//);
      expect(server.get('account')).toEqual({ balance: 100, moves: 0 });
      expect(server.get('ledger')).toEqual({ entries: 0 });
    }
    console.info(
      `transaction through ${String(dropMs)} ms of dropped connection: ${outcome.ok ? 'committed' : `rejected with ${(outcome.error as { code: string }).code}`} after ${String(attempts)} attempt(s)`,
    );
  });
});
