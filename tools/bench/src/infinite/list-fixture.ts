import { createFirebaseApp } from '@platform/core/firebase';
import type { InfiniteResult } from '@platform/react';
import { collection, doc, limit, orderBy, query, type FirestoreDoc } from '@platform/firestore';
import { meterQueries } from '@platform/firestore/contract';
import { createFirebaseFirestore } from '@platform/firestore/firebase';
import { createMemoryFirestore } from '@platform/firestore/memory';
import { useInfiniteQuery } from '@platform/firestore/react';
import type { RtdbListItem } from '@platform/rtdb';
import { meterLists } from '@platform/rtdb/contract';
import { createFirebaseRtdb } from '@platform/rtdb/firebase';
import { createMemoryRtdb } from '@platform/rtdb/memory';
import { useInfiniteList } from '@platform/rtdb/react';
import { startFirestoreEmulator, startFirebaseServer } from '@platform/backends';
import type { ServiceRegistry } from '@platform/react';
import { DEMO_CONFIG } from '../scaling/demo-config.js';

/** Which list a run measures. */
export type ListService = 'firestore' | 'rtdb';

/** One service on one adapter, holding `size` items ordered by `n`, metered. */
export interface ListFixture {
  readonly services: ServiceRegistry;
  /** The hook that reads the list a page of 20 at a time, every page live. */
  readonly useList: () => InfiniteResult<{ readonly id: string; readonly n: number; readonly text: string }>;
  /** Listeners open on the backend (query listeners; `onChild` listeners for RTDB). */
  listeners(): number;
  /** Documents (children) the backend sent. */
  reads(): number;
  /** Edits the text of the item at `n`, as another client would. */
  edit(n: number, text: string): Promise<void>;
  /** Loads `pages` pages of 20 with one listener whose limit grows by 20 each time; resolves with its reads. */
  growingLimit(pages: number): Promise<number>;
  dispose(): Promise<void>;
}

const PAGE_SIZE = 20;
const key = (n: number) => `i${String(n).padStart(5, '0')}`;
const settle = async (ready: () => boolean) => {
  const deadline = Date.now() + 60_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('The backend did not answer within 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

interface Item {
  readonly n: number;
  readonly text: string;
}

async function firestoreFixture(adapter: 'memory' | 'firebase', size: number): Promise<ListFixture> {
  const emulator = adapter === 'firebase' ? await startFirestoreEmulator() : undefined;
  const open = (name: string) => {
    if (!emulator) return { port: createMemoryFirestore(), release: async () => undefined };
    const app = createFirebaseApp({ ...DEMO_CONFIG, projectId: emulator.projectId }, { name });
    const port = createFirebaseFirestore({ app, emulator: { host: emulator.host, port: emulator.port } });
    return { port, release: () => app.delete() };
  };
  const reader = open('bench-infinite-reader');
  // Another client writes, so that the reader's cache holds nothing it later reads.
  const writer = emulator ? open('bench-infinite-writer') : { port: reader.port, release: async () => undefined };
  const items = collection<Item>('bench-items');
  for (let from = 0; from < size; from += 500) {
    const batch = writer.port.batch();
    for (let n = from; n < Math.min(size, from + 500); n += 1) batch.set(doc(items, key(n)), { n, text: '' });
    await batch.commit();
  }
  const meter = meterQueries(reader.port);
  const ordered = query(items, orderBy('n'));
  const view = (item: FirestoreDoc<Item>) => ({ id: item.id, n: item.data.n, text: item.data.text });
  return {
    services: { firestore: meter.port },
    useList() {
      const list = useInfiniteQuery(ordered, { pageSize: PAGE_SIZE });
      return { ...list, items: list.items.map(view) };
    },
    listeners: meter.listeners,
    reads: meter.reads,
    edit: (n, text) => writer.port.set(doc(items, key(n)), { n, text }),
    async growingLimit(pages) {
      const before = meter.reads();
      for (let k = 1; k <= pages; k += 1) {
        let done = false;
        const stop = meter.port.onQuery(query(ordered, limit(k * PAGE_SIZE)), (snapshot) => {
          done ||= !snapshot.fromCache && snapshot.docs.length === Math.min(size, k * PAGE_SIZE);
        });
        await settle(() => done);
        stop();
      }
      return meter.reads() - before;
    },
    async dispose() {
      await reader.port.dispose();
      if (writer.port !== reader.port) await writer.port.dispose();
      await reader.release();
      await writer.release();
      await emulator?.stop();
    },
  };
}

async function rtdbFixture(adapter: 'memory' | 'firebase', size: number): Promise<ListFixture> {
  const server = adapter === 'firebase' ? await startFirebaseServer() : undefined;
  const open = (name: string) => {
    if (!server) return { port: createMemoryRtdb(), release: async () => undefined };
    const app = createFirebaseApp({ ...DEMO_CONFIG, databaseURL: server.databaseURL }, { name });
    return {
      port: createFirebaseRtdb({ app, emulator: { host: server.host, port: server.port } }),
      release: () => app.delete(),
    };
  };
  const reader = open('bench-infinite-reader');
  const writer = server ? open('bench-infinite-writer') : reader;
  await writer.port.set(
    'bench-items',
    Object.fromEntries(Array.from({ length: size }, (_, n) => [key(n), { n, text: '' }])),
  );
  const meter = meterLists(reader.port);
  const options = { orderBy: { by: 'child', path: 'n' }, pageSize: PAGE_SIZE } as const;
  const view = ({ key: id, value }: RtdbListItem) => ({ id, ...(value as Item) });
  return {
    services: { rtdb: meter.port },
    useList() {
      const list = useInfiniteList('bench-items', options);
      return { ...list, items: list.items.map(view) };
    },
    listeners: meter.listeners,
    reads: meter.reads,
    edit: (n, text) => writer.port.set(`bench-items/${key(n)}/text`, text),
    async growingLimit(pages) {
      const before = meter.reads();
      for (let k = 1; k <= pages; k += 1) {
        let done = false;
        const stop = meter.port.onChild('bench-items', () => undefined, undefined, {
          orderBy: options.orderBy,
          limitToFirst: k * PAGE_SIZE,
        });
        const stopValue = meter.port.onValue(
          'bench-items',
          () => {
            done = true;
          },
          undefined,
          { orderBy: options.orderBy, limitToFirst: k * PAGE_SIZE },
        );
        await settle(() => done);
        stop();
        stopValue();
      }
      return meter.reads() - before;
    },
    async dispose() {
      await reader.port.dispose();
      if (writer !== reader) await writer.port.dispose();
      await reader.release();
      if (writer !== reader) await writer.release();
      await server?.stop();
    },
  };
}

/** Builds the fixture of `service` on `adapter`, with its backend started here. */
export const listFixture = (service: ListService, adapter: 'memory' | 'firebase', size: number) =>
  service === 'firestore' ? firestoreFixture(adapter, size) : rtdbFixture(adapter, size);
