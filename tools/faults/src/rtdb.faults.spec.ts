import { isDeepStrictEqual } from 'node:util';
import { isPlatformError } from '@platform/core';
import type { RtdbPort } from '@platform/rtdb';
import {
  firebaseServerRecord,
  restartable,
  startFirebaseServer,
  type RestartableBackend,
  type RunningFirebaseServer,
} from '@platform/backends';
import { databaseServer, openRtdb, serverValue } from './support/database-server.js';
import { useScenario } from './support/scenario.js';
import { settle, waitUntil } from './support/wait.js';

const server = databaseServer();
const run = `${String(Date.now())}-${String(process.pid)}`;
const PUSHES = 100;

let own: RestartableBackend<RunningFirebaseServer> | undefined;
// Registered before the scenario's own hook, so it runs after it: the server stops once its clients are closed.
afterEach(async () => {
  await own?.stop();
  own = undefined;
});
const scenario = useScenario();

function client(...args: Parameters<typeof openRtdb>): RtdbPort {
  const opened = openRtdb(...args);
  scenario.release(opened.close);
  return opened.port;
}

function connected(port: RtdbPort): () => boolean {
  let up = false;
  const stop = port.watchConnection((state) => (up = state.connected));
  scenario.stopFirst(stop);
  return () => up;
}

/** Issues pushes and sets without waiting, as an app keeps working while offline. */
function writeWhileAway(port: RtdbPort, path: string): Promise<unknown>[] {
  const writes: Promise<unknown>[] = [];
  for (let seq = 1; seq <= PUSHES; seq += 1) {
    writes.push(port.push(`${path}/log`, { seq }));
    if (seq % 10 === 0) writes.push(port.set(`${path}/latest`, { seq }));
  }
  return writes;
}

/** Every push arrived once, in the order made (push keys sort by time), and the last set won. */
async function expectEveryWriteOnce(path: string) {
  const value = (await serverValue(server, path)) as { log: Record<string, { seq: number }>; latest: { seq: number } };
  const seqs = Object.keys(value.log)
    .sort()
    .map((key) => value.log[key]?.seq);
  expect(seqs).toEqual(Array.from({ length: PUSHES }, (_, i) => i + 1));
  expect(value.latest).toEqual({ seq: PUSHES });
  return value;
}

describe('the Realtime Database on firebase-server, through faults', () => {
  it('writes made during a disconnect sync on reconnect, each once, and another client converges', async () => {
    const proxy = await scenario.proxy(server);
    const port = client(server, proxy);
    const observer = client(server);
    const path = `faults/${run}/drop`;
    const isUp = connected(port);
    let seen: unknown;
    const stop = observer.onValue(path, (snapshot) => (seen = snapshot.value));
    scenario.stopFirst(stop);
    await port.set(`${path}/start`, true);
    await waitUntil('the client is connected', isUp);

    proxy.drop({ forMs: 30_000 });
    await waitUntil('the client notices the disconnect', () => !isUp());
    const writes = writeWhileAway(port, path);
    expect(await serverValue(server, `${path}/log`)).toBeNull();

    proxy.restore();
    await waitUntil('the client is connected again', isUp, 30_000);
    await Promise.all(writes);
    const value = await expectEveryWriteOnce(path);
    await waitUntil('the other client holds the server value', () => isDeepStrictEqual(seen, value));
  });

  it('writes made while the server restarts on its port reach it, and what it held before is kept', async () => {
    own = await restartable({
      start: (at, data) => startFirebaseServer({ ...(at === undefined ? {} : { port: at }), data }),
      record: firebaseServerRecord,
    });
    const target = { ...own.current(), namespace: own.current().namespace };
    const port = client(target);
    const isUp = connected(port);
    const path = `faults/${run}/restart`;
    await port.set(`${path}/before`, { kept: true });
    await waitUntil('the client is connected', isUp);

    const restarting = own.restart({ downMs: 1_000 });
    await waitUntil('the client notices the server is gone', () => !isUp());
    const writes = writeWhileAway(port, path);
    await restarting;
    await waitUntil('the client is connected again', isUp, 30_000);
    await Promise.all(writes);

    const value = (await serverValue({ url: own.current().url, namespace: target.namespace }, path)) as {
      before: unknown;
      log: Record<string, { seq: number }>;
    };
    expect(value.before).toEqual({ kept: true });
    expect(
      Object.keys(value.log)
        .sort()
        .map((key) => value.log[key]?.seq),
    ).toEqual(Array.from({ length: PUSHES }, (_, i) => i + 1));
  });

  it('read() while the realtime connection is stalled is served over REST, and ends', async () => {
    const proxy = await scenario.proxy(server);
    const port = client(server, proxy, { realtimeReadTimeoutMs: 1_000, restReadTimeoutMs: 5_000 });
    const path = `faults/${run}/stalled-read`;
    const isUp = connected(port);
    await port.set(path, { answer: 42 });
    await waitUntil('the client is connected', isUp);

    proxy.stall({ forMs: 30_000 });
    const started = Date.now();
    const read = await port.read(path);
    expect(read).toMatchObject({ route: 'rest', value: { answer: 42 } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('read() when neither the realtime connection nor REST gets through ends with a typed error', async () => {
    const proxy = await scenario.proxy(server);
    const port = client(server, proxy, { realtimeReadTimeoutMs: 500, restReadTimeoutMs: 2_000 });
    const path = `faults/${run}/dropped-read`;
    await port.set(path, 1);

    proxy.drop({ forMs: 30_000 });
    const outcome = await settle(port.read(path));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(isPlatformError(outcome.error)).toBe(true);
      expect((outcome.error as { code: string }).code).toMatch(/^rtdb\/(timeout|unavailable|network-error)$/);
    }
  });
});
