import { createManualClock, PlatformError } from '@platform/core';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { dehydrate, dehydratedScript, hydrate, type DehydratedState } from './hydration.js';
import { HydrationBoundary } from './hydration-boundary.js';
import { PlatformProvider } from './platform-provider.js';
import { prefetch } from './prefetch.js';
import { createSubscriptionStore, type SubscriptionSource, type SubscriptionStore } from './subscription-store.js';
import { createCountingSource } from './testing/counting-source.js';
import { useSubscription } from './use-subscription.js';
import type { ValueSerializer } from './value-codec.js';

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

const pointSerializer: ValueSerializer<Point> = {
  tag: 'test/point',
  test: (value): value is Point => value instanceof Point,
  encode: (point) => [point.x, point.y],
  decode: (json) => {
    const [x, y] = json as [number, number];
    return new Point(x, y);
  },
};

interface Note {
  readonly text: string;
  readonly at: Point;
}

function Notes({ port, source }: { port: object; source: SubscriptionSource<readonly Note[]> }) {
  const notes = useSubscription(port, 'notes', source);
  if (notes.status === 'loading') return <p>Loading…</p>;
  if (notes.status === 'error') return <p>Failed</p>;
  return (
    <ul>
      {notes.data.map((note) => (
        <li key={note.text}>{`${note.text} at ${String(note.at.x)},${String(note.at.y)}`}</li>
      ))}
    </ul>
  );
}

const NOTES: readonly Note[] = [
  { text: 'first', at: new Point(1, 2) },
  { text: 'second', at: new Point(3, 4) },
];

/** Renders on a per-request server store, as a server does, and returns the HTML and the dehydrated state. */
async function serverRender(read: () => Promise<readonly Note[]>) {
  const port = { name: 'server port' };
  const store = createSubscriptionStore();
  await prefetch(store, port, 'notes', read);
  const never: SubscriptionSource<readonly Note[]> = () => () => undefined;
  const html = renderToString(
    <PlatformProvider services={{ notes: port }} store={store}>
      <Notes port={port} source={never} />
    </PlatformProvider>,
  );
  const state = JSON.parse(
    dehydratedScript(dehydrate(store, { scopes: { notes: port }, serializers: [pointSerializer] })),
  );
  return { html, state: state as DehydratedState, store };
}

function clientApp(
  port: object,
  store: SubscriptionStore,
  state: DehydratedState,
  source: SubscriptionSource<readonly Note[]>,
) {
  return (
    <PlatformProvider services={{ notes: port }} store={store}>
      <HydrationBoundary state={state} serializers={[pointSerializer]}>
        <Notes port={port} source={source} />
      </HydrationBoundary>
    </PlatformProvider>
  );
}

describe('server rendering with hydration', () => {
  it('renders the prefetched value on the server, and the browser hydrates it with no loading state or warning', async () => {
    const { html, state } = await serverRender(() => Promise.resolve(NOTES));
    expect(html).toContain('first at 1,2');
    expect(html).not.toContain('Loading');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const port = { name: 'browser port' };
    const store = createSubscriptionStore();
    const live = createCountingSource<readonly Note[]>();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const root = await act(async () => {
      const hydrated = hydrateRoot(container, clientApp(port, store, state, live.source), {
        onRecoverableError: recoverable,
      });
      return hydrated;
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('first at 1,2second at 3,4');
    // A first render that differed from the server's HTML (a loading state, say) would be a recoverable error.
    expect(live.open()).toBe(1);

    const hydratedValue = store.getSnapshot(port, 'notes');
    act(() => live.emit(NOTES.map((note) => ({ text: note.text, at: new Point(note.at.x, note.at.y) }))));
    expect(store.getSnapshot(port, 'notes')).toBe(hydratedValue);

    act(() => live.emit([{ text: 'third', at: new Point(5, 6) }]));
    expect(container.textContent).toBe('third at 5,6');
    act(() => root.unmount());
    errors.mockRestore();
    container.remove();
  });

  it('would report the mismatch had the browser not hydrated the store (the check above can fail)', async () => {
    const { html } = await serverRender(() => Promise.resolve(NOTES));
    const container = document.createElement('div');
    container.innerHTML = html;
    const port = {};
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <PlatformProvider services={{ notes: port }}>
          <Notes port={port} source={createCountingSource<readonly Note[]>().source} />
        </PlatformProvider>,
        { onRecoverableError: recoverable },
      ),
    );
    expect(recoverable).toHaveBeenCalled();
    act(() => root.unmount());
    errors.mockRestore();
  });

  it('sends no failure: a failed prefetch leaves the entry loading on both sides, and the browser listens again', async () => {
    const failure = new PlatformError('notes/unavailable', 'The notes are unavailable.');
    const { html, state } = await serverRender(() => Promise.reject(failure));
    expect(html).toContain('Loading');
    expect(state.entries).toEqual([]);
  });

  it('returns the failure from prefetch rather than rejecting', async () => {
    const failure = new Error('offline');
    const store = createSubscriptionStore();
    await expect(prefetch(store, {}, 'k', () => Promise.reject(failure))).resolves.toEqual({
      status: 'error',
      error: failure,
    });
  });

  it('drops values older than maxAge and entries of scopes the browser does not know', () => {
    const clock = createManualClock(1_000_000);
    const server = createSubscriptionStore({ clock });
    const port = {};
    server.seed(port, 'fresh', 'f');
    clock.advance(60_000);
    server.seed(port, 'newer', 'n');
    const state = dehydrate(server, { scopes: { notes: port } });
    const browser = createSubscriptionStore({ clock });
    const browserPort = {};
    expect(hydrate(browser, state, { scopes: { notes: browserPort, other: {} }, maxAgeMs: 30_000 })).toBe(1);
    expect(browser.getSnapshot(browserPort, 'fresh').status).toBe('loading');
    expect(browser.getSnapshot(browserPort, 'newer')).toEqual({ status: 'success', data: 'n' });
    expect(hydrate(createSubscriptionStore(), state, { scopes: { elsewhere: {} } })).toBe(0);
  });

  it("measures ages on the server's clock, so a browser whose clock runs ahead or behind keeps every entry", () => {
    const serverClock = createManualClock(1_000_000);
    const server = createSubscriptionStore({ clock: serverClock });
    const port = {};
    server.seed(port, 'read', 'r');
    serverClock.advance(60_000);
    const state = dehydrate(server, { scopes: { notes: port } });
    for (const skew of [5 * 60_000, -5 * 60_000]) {
      const browser = createSubscriptionStore({ clock: createManualClock(1_060_000 + skew) });
      const browserPort = {};
      expect(hydrate(browser, state, { scopes: { notes: browserPort }, maxAgeMs: 2 * 60_000 })).toBe(1);
      expect(browser.getSnapshot(browserPort, 'read')).toEqual({ status: 'success', data: 'r' });
      expect(browser.entriesOf(browserPort)[0]?.updatedAt).toBe(1_000_000 + skew);
    }
  });

  it('never replaces a value whose listener is already open', () => {
    const store = createSubscriptionStore();
    const port = {};
    const live = createCountingSource();
    const stop = store.subscribe(port, 'k', live.source, () => undefined);
    live.emit('live');
    expect(store.seed(port, 'k', 'from the server')).toBe(false);
    expect(store.getSnapshot(port, 'k')).toEqual({ status: 'success', data: 'live' });
    stop();
  });

  it('leaves out scopes that are not named, so another service (an auth token, say) never reaches the page', () => {
    const store = createSubscriptionStore();
    const notes = {};
    const auth = {};
    store.seed(notes, 'k', 'public');
    store.seed(auth, 'token', 'secret');
    expect(JSON.stringify(dehydrate(store, { scopes: { notes } }))).not.toContain('secret');
  });

  it('refuses a value it cannot encode, naming where it is', () => {
    const store = createSubscriptionStore();
    const port = {};
    store.seed(port, 'k', { when: new Point(1, 1) });
    expect(() => dehydrate(store, { scopes: { notes: port } })).toThrow(
      expect.objectContaining({ code: 'react/unserializable', customData: { path: '$.when', kind: 'Point' } }),
    );
  });

  it('escapes the state for an inline script', () => {
    const store = createSubscriptionStore();
    const port = {};
    store.seed(port, 'k', '</script><script>alert(1)</script>\u2028');
    const script = dehydratedScript(dehydrate(store, { scopes: { p: port } }));
    expect(script).not.toMatch(/[<>\u2028]/);
    expect((JSON.parse(script) as DehydratedState).entries[0]?.data).toBe('</script><script>alert(1)</script>\u2028');
  });
});
