import { LOAD_DRIVERS, openCollectionWriter, type LoadSide, type LoadTarget } from './load-client.js';

/** How many clients a write round opens, and how many writes each issues at once. */
export interface WriteShape {
  readonly clients: number;
  readonly writesPerClient: number;
}

/** What a write round measured. */
export interface WriteRound {
  /** Confirmed writes per second, from the first issue to the last confirmation. */
  readonly writesPerSecond: number;
  /** Median latency from a write's issue to its confirmation, in ms. */
  readonly p50Ms: number;
  /** 99th-percentile latency, in ms. */
  readonly p99Ms: number;
  /**
   * The CPU time the client's thread spent per write, in ms: the clients' own work, which the emulator's pace and other
   * processes on the machine barely move.
   */
  readonly cpuMsPerWrite: number;
}

/** What a read round measured: latencies of reading a whole collection from the server. */
export interface ReadRound {
  readonly p50Ms: number;
  readonly p99Ms: number;
}

/** What a listen round measured: from the first write until the listener had heard every change. */
export interface ListenRound {
  readonly deliveredMs: number;
  readonly changesPerSecond: number;
}

/** The value at percentile `p` (nearest rank) of ascending `sorted`. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('A percentile of nothing is undefined.');
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** A promise and the functions that settle it. */
function settlement(): { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const ascending = (values: number[]) => values.sort((a, b) => a - b);

/**
 * `shape.clients` clients of `side` each issue `shape.writesPerClient` writes at once under `bench/<label>`. Every
 * client connects and loads its code with one untimed write before the clock starts.
 */
export async function writeRound(
  side: LoadSide,
  target: LoadTarget,
  label: string,
  shape: WriteShape,
): Promise<WriteRound> {
  const clients = Array.from({ length: shape.clients }, (_, c) => LOAD_DRIVERS[side](`${label}-${String(c)}`, target));
  try {
    await Promise.all(clients.map((client, c) => client.write(`bench/${label}/warm/${String(c)}`, { n: -1 })));
    const latencies: number[] = [];
    const cpu = process.threadCpuUsage();
    const started = performance.now();
    await Promise.all(
      clients.flatMap((client, c) =>
        Array.from({ length: shape.writesPerClient }, (_, i) => {
          const issued = performance.now();
          return client
            .write(`bench/${label}/rows/w-${String(c)}-${String(i)}`, { c, i })
            .then(() => void latencies.push(performance.now() - issued));
        }),
      ),
    );
    const elapsedMs = performance.now() - started;
    const { user, system } = process.threadCpuUsage(cpu);
    ascending(latencies);
    return {
      writesPerSecond: (latencies.length / elapsedMs) * 1000,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      cpuMsPerWrite: (user + system) / 1000 / latencies.length,
    };
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
}

/**
 * One client of `side` reads the collection at `path` (which holds `expected` documents) once untimed, then `reads`
 * times, one after another, each from the server.
 */
export async function readRound(
  side: LoadSide,
  target: LoadTarget,
  label: string,
  { path, expected, reads }: { readonly path: string; readonly expected: number; readonly reads: number },
): Promise<ReadRound> {
  const client = LOAD_DRIVERS[side](label, target);
  try {
    const readOnce = async () => {
      const size = await client.readAll(path);
      if (size !== expected)
        throw new Error(`${side} read ${String(size)} documents at ${path}, not ${String(expected)}.`);
    };
    await readOnce();
    const latencies: number[] = [];
    for (let r = 0; r < reads; r += 1) {
      const issued = performance.now();
      await readOnce();
      latencies.push(performance.now() - issued);
    }
    ascending(latencies);
    return { p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
  } finally {
    await client.close();
  }
}

/**
 * A client of `side` listens to an empty collection under `bench/<label>`; once it has heard its first snapshot, a
 * raw SDK writer (the same for both sides, connected before the clock starts) adds `changes` documents in batches, and
 * the round ends when the listener has heard a change for each.
 */
export async function listenRound(
  side: LoadSide,
  target: LoadTarget,
  label: string,
  changes: number,
): Promise<ListenRound> {
  const path = `bench/${label}/items`;
  const writer = openCollectionWriter(target, `${label}-writer`);
  const client = LOAD_DRIVERS[side](label, target);
  const first = settlement();
  const all = settlement();
  // Awaited only once the writes start; an error before then is the first snapshot's to report.
  all.promise.catch(() => undefined);
  let heard = 0;
  const stop = client.listen(
    path,
    (count) => {
      first.resolve();
      heard += count;
      if (heard >= changes) all.resolve();
    },
    (error) => {
      first.reject(error);
      all.reject(error);
    },
  );
  try {
    await Promise.all([first.promise, writer.fill(`bench/${label}/warm`, 1)]);
    const started = performance.now();
    await Promise.all([writer.fill(path, changes), all.promise]);
    const deliveredMs = performance.now() - started;
    return { deliveredMs, changesPerSecond: (changes / deliveredMs) * 1000 };
  } finally {
    stop();
    await Promise.all([client.close(), writer.close()]);
  }
}
