import { createManualClock } from '@platform/core';
import { createSubscriptionStore, dehydrate, hydrate, type DehydratedState } from '@platform/react';
import type { FirestorePort } from '../firestore.port.js';
import type { DocumentSnapshot, QuerySnapshot } from '../firestore.types.js';
import { NO_EMULATOR } from '../firebase/testing/emulator.js';
import { createMemoryFirestore } from '../memory/index.js';
import { GeoPoint } from '../model/geo-point.js';
import { orderBy, query } from '../model/query.js';
import { collection, doc, docAt } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { vector } from '../model/vector.js';
import { openRulesEmulator } from '../testing/open-emulator.js';
import { prefetchDocument, prefetchQuery } from './prefetch.js';
import { skipConfirmations } from './seeded-confirmation.js';
import { firestoreSerializers } from './serializers.js';
import { documentStoreKey, queryStoreKey } from './store-keys.js';

const emulator = openRulesEmulator();
let apps = 0;

interface Backend {
  /** A port as a server (or a browser) opens it. */
  open(): FirestorePort;
  dispose(): Promise<void>;
}

const memoryBackend = (): Backend => {
  const port = createMemoryFirestore();
  return { open: () => port, dispose: () => port.dispose() };
};

const firebaseBackend = (): Backend => {
  const releases: (() => Promise<void>)[] = [];
  return {
    open() {
      apps += 1;
      if (!emulator) throw new Error(NO_EMULATOR);
      const { port, release } = emulator.open(`firestore-prefetch-${String(apps)}`);
      releases.push(release);
      return port;
    },
    dispose: async () => {
      await Promise.all(releases.map((release) => release()));
    },
  };
};

const adapters = [
  { name: 'memory', backend: memoryBackend, skip: undefined },
  { name: 'firebase', backend: firebaseBackend, skip: emulator ? undefined : NO_EMULATOR },
] as const;

describe.each(adapters)('prefetch on the $name adapter', ({ name, backend: makeBackend, skip }) => {
  let backend: Backend;
  beforeEach((context) => {
    if (skip) context.skip(skip);
    backend = makeBackend();
  });
  afterEach(async () => {
    await backend?.dispose();
  });

  const run = `${name}-${String(Date.now())}-${Math.random().toString(36).slice(2)}`;

  it('reads what the listener delivers first, so the browser publishes nothing until something changes', async () => {
    const notes = collection(`prefetch/${run}/notes`);
    const writer = backend.open();
    await writer.set(doc(notes, 'a'), {
      text: 'first',
      at: new Timestamp(1_700_000_000, 123_456_000),
      where: new GeoPoint(48.85, 2.35),
      embedding: vector([0.5, -1]),
      bytes: new Uint8Array([0, 255]),
      link: docAt(`prefetch/${run}/notes/b`),
    });
    await writer.set(doc(notes, 'b'), { text: 'second', at: new Timestamp(1_700_000_001, 0) });
    const list = query(notes, orderBy('text'));
    const one = doc(notes, 'a');
    const missing = doc(notes, 'none');

    const server = createSubscriptionStore();
    const serverPort = backend.open();
    const listed = await prefetchQuery(server, serverPort, list);
    expect(listed.status).toBe('success');
    expect((await prefetchDocument(server, serverPort, one)).status).toBe('success');
    expect(await prefetchDocument(server, serverPort, missing)).toMatchObject({
      status: 'success',
      data: { doc: null },
    });
    const page = JSON.stringify(
      dehydrate(server, { scopes: { firestore: serverPort }, serializers: firestoreSerializers }),
    );

    // The listeners below open one by one; the seeds wait for them on a clock that only the test moves.
    const browserClock = createManualClock();
    const browser = createSubscriptionStore({ clock: browserClock, keepAliveMs: 1_000 });
    const browserPort = backend.open();
    const taken = hydrate(browser, JSON.parse(page) as DehydratedState, {
      scopes: { firestore: browserPort },
      serializers: firestoreSerializers,
    });
    expect(taken).toBe(3);

    // Each listener opens as the hooks open theirs: resumed from the server's bundle where there is one, and
    // dropping what only confirms the server-rendered value.
    const listen = async <T extends QuerySnapshot<unknown> | DocumentSnapshot<unknown>>(
      key: string,
      open: (next: (value: T) => void, resume?: string) => () => void,
    ) => {
      const hydrated = browser.getSnapshot<T>(browserPort, key);
      expect(hydrated.status).toBe('success');
      let published = 0;
      const delivered: T[] = [];
      const stop = browser.subscribe<T>(
        browserPort,
        key,
        (observer) => {
          const next = skipConfirmations(observer);
          return open((value) => {
            delivered.push(value);
            next(value);
          }, observer.resume);
        },
        () => (published += 1),
      );
      await vi.waitFor(() => expect(delivered.some((value) => !value.fromCache)).toBe(true));
      expect(published).toBe(0);
      expect(browser.getSnapshot(browserPort, key)).toBe(hydrated);
      return stop;
    };
    const stops = [
      await listen<QuerySnapshot<unknown>>(queryStoreKey(list), (next, resume) =>
        browserPort.onQuery(list, next, undefined, { resumeFrom: resume }),
      ),
      await listen<DocumentSnapshot<unknown>>(documentStoreKey(one), (next) => browserPort.onDocument(one, next)),
      await listen<DocumentSnapshot<unknown>>(documentStoreKey(missing), (next) =>
        browserPort.onDocument(missing, next),
      ),
    ];

    await writer.set(doc(notes, 'c'), { text: 'third' });
    await vi.waitFor(() => {
      const current = browser.getSnapshot<QuerySnapshot<{ text: string }>>(browserPort, queryStoreKey(list));
      expect(current.status === 'success' && current.data.docs.map((d) => d.data.text)).toEqual([
        'first',
        'second',
        'third',
      ]);
    });
    stops.forEach((stop) => stop());
    browserClock.advance(1_000);
    expect(browser.openSources()).toBe(0);
  });

  it('resolves a refused read as an error outcome and seeds nothing', async () => {
    const server = createSubscriptionStore();
    const port = backend.open();
    await port.dispose();
    const outcome = await prefetchDocument(server, port, docAt(`prefetch/${run}`));
    expect(outcome.status).toBe('error');
    expect(server.entriesOf(port)).toEqual([]);
  });
});
