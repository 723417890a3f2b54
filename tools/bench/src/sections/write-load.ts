import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, setDoc, terminate } from 'firebase/firestore';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseFirestore } from '@platform/firestore/firebase';
import { docAt } from '@platform/firestore';
import { startFirestoreEmulator } from '@platform/backends';
import { formatMs, formatRatio, type Figure, type SectionResult } from '../figure.js';
import { median } from '../median.js';

/** The load of the fault suite's scenario: 10 clients, 100 writes each, all issued at once. */
export const WRITE_LOAD = { clients: 10, writesPerClient: 100, rounds: 3 } as const;
const SECTION = '9 write load';
const CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: '127.0.0.1',
  projectId: 'demo-bench',
  storageBucket: 'demo-bench.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
};

interface Round {
  readonly writesPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

/** One client: a function that writes `data` at `path` and resolves when the server confirmed it, and its teardown. */
interface Client {
  write(path: string, data: Record<string, number>): Promise<void>;
  close(): Promise<void>;
}

type Driver = (name: string, emulator: { host: string; port: number }) => Client;

const rawSdk: Driver = (name, emulator) => {
  const app: FirebaseApp = initializeApp(CONFIG, name);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emulator.host, emulator.port);
  return {
    write: (path, data) => setDoc(doc(db, path), data),
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
};

const adapter: Driver = (name, emulator) => {
  const app = createFirebaseApp(CONFIG, { name });
  const port = createFirebaseFirestore({ app, emulator });
  return {
    write: (path, data) => port.set(docAt(path), data),
    close: async () => {
      await port.dispose();
      await app.delete();
    },
  };
};

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function round(driver: Driver, label: string, emulator: { host: string; port: number }): Promise<Round> {
  const clients = Array.from({ length: WRITE_LOAD.clients }, (_, c) => driver(`${label}-${String(c)}`, emulator));
  // Every client connects and loads its code before the clock starts.
  await Promise.all(clients.map((client, c) => client.write(`bench/${label}/warm/${String(c)}`, { n: -1 })));
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    clients.flatMap((client, c) =>
      Array.from({ length: WRITE_LOAD.writesPerClient }, (_, i) => {
        const issued = performance.now();
        return client
          .write(`bench/${label}/rows/w-${String(c)}-${String(i)}`, { c, i })
          .then(() => void latencies.push(performance.now() - issued));
      }),
    ),
  );
  const elapsedMs = performance.now() - started;
  await Promise.all(clients.map((client) => client.close()));
  latencies.sort((a, b) => a - b);
  return {
    writesPerSecond: (latencies.length / elapsedMs) * 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/**
 * 1,000 concurrent writes from 10 clients to the Cloud Firestore emulator, through the Firebase adapter and through
 * the raw SDK, alternating, in the same run: throughput and p50/p99 latency from issue to the server's confirmation,
 * each as a ratio of the adapter's to the SDK's (medians of the rounds).
 */
export async function writeLoad(): Promise<SectionResult<Record<'sdk' | 'adapter', Round[]>>> {
  const emulator = await startFirestoreEmulator({ projectId: CONFIG.projectId });
  const rounds: Record<'sdk' | 'adapter', Round[]> = { sdk: [], adapter: [] };
  try {
    for (let r = 0; r < WRITE_LOAD.rounds; r += 1) {
      const order = r % 2 === 0 ? (['sdk', 'adapter'] as const) : (['adapter', 'sdk'] as const);
      for (const which of order) {
        rounds[which].push(await round(which === 'sdk' ? rawSdk : adapter, `${which}-${String(r)}`, emulator));
      }
    }
  } finally {
    await emulator.stop();
  }
  const med = (which: 'sdk' | 'adapter', key: keyof Round) => median(rounds[which].map((one) => one[key]));
  const row = (name: string, key: keyof Round, format: (value: number) => string): Figure[] => [
    { section: SECTION, name: `${name}, raw SDK`, value: format(med('sdk', key)), goal: '', met: null },
    { section: SECTION, name: `${name}, adapter`, value: format(med('adapter', key)), goal: '', met: null },
    {
      section: SECTION,
      name: `${name}, adapter ÷ SDK`,
      value: formatRatio(med('adapter', key) / med('sdk', key)),
      goal: '',
      met: null,
    },
  ];
  return {
    figures: [
      ...row('throughput', 'writesPerSecond', (value) => `${value.toFixed(0)} writes/s`),
      ...row('latency p50', 'p50Ms', formatMs),
      ...row('latency p99', 'p99Ms', formatMs),
    ],
    data: rounds,
  };
}
