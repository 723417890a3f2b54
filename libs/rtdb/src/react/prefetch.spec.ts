import { createSubscriptionStore, dehydrate, hydrate, type DehydratedState } from '@platform/react';
import { createFirebaseRtdb } from '../firebase/index.js';
import { injectDatabaseBackend } from '../firebase/testing/database-backend.js';
import { createMemoryRtdb } from '../memory/index.js';
import type { RtdbPort } from '../rtdb.port.js';
import type { RtdbSnapshot } from '../rtdb.types.js';
import { prefetchValue } from './prefetch.js';
import { subscriptionKey } from './subscription-keys.js';

const backend = injectDatabaseBackend();
let apps = 0;

interface Ports {
  open(): RtdbPort;
  dispose(): Promise<void>;
}

const adapters = [
  {
    name: 'memory',
    ports: (): Ports => {
      const port = createMemoryRtdb();
      return { open: () => port, dispose: () => port.dispose() };
    },
  },
  {
    name: 'firebase',
    ports: (): Ports => {
      const deletes: (() => Promise<void>)[] = [];
      return {
        open() {
          apps += 1;
          const app = backend.createApp(`rtdb-prefetch-${String(apps)}`);
          deletes.push(() => app.delete());
          // firebase-server answers reads over REST only, so the realtime route gives up quickly.
          return createFirebaseRtdb({
            app,
            emulator: { host: backend.host, port: backend.port },
            realtimeReadTimeoutMs: 200,
          });
        },
        dispose: async () => {
          await Promise.all(deletes.map((remove) => remove()));
        },
      };
    },
  },
] as const;

describe.each(adapters)('prefetchValue on the $name adapter', ({ ports: makePorts }) => {
  let ports: Ports;
  beforeEach(async () => {
    await backend.reset();
    ports = makePorts();
  });
  afterEach(() => ports.dispose());

  it('reads what the listener delivers first, so the browser takes its first value as a confirmation', async () => {
    const writer = ports.open();
    await writer.set('/greeting', { text: 'hello', at: 1_700_000_000_000 });

    const server = createSubscriptionStore();
    const serverPort = ports.open();
    expect(await prefetchValue(server, serverPort, '/greeting')).toEqual({
      status: 'success',
      data: { key: 'greeting', value: { text: 'hello', at: 1_700_000_000_000 }, exists: true },
    });
    expect(await prefetchValue(server, serverPort, 'nothing/here')).toMatchObject({ data: { exists: false } });
    const page = JSON.stringify(dehydrate(server, { scopes: { rtdb: serverPort } }));

    const browser = createSubscriptionStore({ keepAliveMs: 0 });
    const browserPort = ports.open();
    expect(hydrate(browser, JSON.parse(page) as DehydratedState, { scopes: { rtdb: browserPort } })).toBe(2);
    const key = subscriptionKey('value', 'greeting', undefined);
    const hydrated = browser.getSnapshot<RtdbSnapshot>(browserPort, key);
    const delivered: RtdbSnapshot[] = [];
    let published = 0;
    const stop = browser.subscribe<RtdbSnapshot>(
      browserPort,
      key,
      (observer) =>
        browserPort.onValue('greeting', (snapshot) => {
          delivered.push(snapshot);
          observer.next(snapshot);
        }),
      () => (published += 1),
    );
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    expect(published).toBe(0);
    expect(browser.getSnapshot(browserPort, key)).toBe(hydrated);

    await writer.set('/greeting/text', 'hello again');
    await vi.waitFor(() =>
      expect(browser.getSnapshot(browserPort, key)).toMatchObject({ data: { value: { text: 'hello again' } } }),
    );
    stop();
  });

  it('resolves a failed read as an error outcome and seeds nothing', async () => {
    const server = createSubscriptionStore();
    const port = ports.open();
    const outcome = await prefetchValue(server, port, 'a/b', { signal: AbortSignal.abort() });
    expect(outcome.status).toBe('error');
    expect(server.entriesOf(port)).toEqual([]);
  });
});
