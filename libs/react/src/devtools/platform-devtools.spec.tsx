import { createManualClock } from '@platform/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { HydrationBoundary } from '../hydration-boundary.js';
import { PlatformProvider } from '../platform-provider.js';
import { createSubscriptionStore, type SubscriptionSource } from '../subscription-store.js';
import { createCountingSource } from '../testing/counting-source.js';
import { useSubscription } from '../use-subscription.js';
import { useSuspenseSubscription } from '../use-suspense-subscription.js';
import { inspect } from './inspect.js';
import { PlatformDevtools } from './platform-devtools.js';

const KEEP_ALIVE_MS = 5_000;
const notes = { name: 'notes port' };
const profile = { name: 'profile port' };

function Reader({ scope, keyName, source }: { scope: object; keyName: string; source: SubscriptionSource<string> }) {
  const resource = useSubscription(scope, keyName, source);
  return <li>{resource.status}</li>;
}

function setup() {
  const clock = createManualClock(Date.UTC(2026, 10, 25, 15, 0, 0));
  const store = createSubscriptionStore({ clock, keepAliveMs: KEEP_ALIVE_MS });
  const list = createCountingSource();
  const user = createCountingSource();
  const readers = (list100: number, user3: number) => (
    <ul>
      {Array.from({ length: list100 }, (_, i) => (
        <Reader key={`a${String(i)}`} scope={notes} keyName="notes:list" source={list.source} />
      ))}
      {Array.from({ length: user3 }, (_, i) => (
        <Reader key={`b${String(i)}`} scope={profile} keyName="profile:me" source={user.source} />
      ))}
    </ul>
  );
  const app = (list100: number, user3: number) => (
    <PlatformProvider services={{ notes, profile }} store={store}>
      {readers(list100, user3)}
      <PlatformDevtools />
    </PlatformProvider>
  );
  return { clock, store, list, user, app };
}

/** The panel's shadow root, where everything it shows is. */
const panel = () => {
  const root = document.querySelector('[data-platform-devtools]')?.shadowRoot;
  if (!root) throw new Error('no panel');
  return within(root as unknown as HTMLElement);
};

const rows = () =>
  panel()
    .queryAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const details = () => within(panel().getByRole('region', { name: 'Subscription details' }));
const detail = (term: string) => details().getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PlatformDevtools', () => {
  it('shows each open subscription with its service, key and readers, then its keep-alive, then nothing', () => {
    const { clock, list, user, app } = setup();
    const view = render(app(100, 3));
    expect(panel().getByTestId('subscription-count').textContent).toBe('2');
    expect(rows()).toEqual([
      ['notes', 'list', '100', '1', 'loading'],
      ['profile', 'me', '3', '1', 'loading'],
    ]);
    act(() => list.emit('first'));
    expect(rows()[0]).toEqual(['notes', 'list', '100', '1', 'success']);
    expect(list.opened() + user.opened()).toBe(2);
    fireEvent.click(panel().getByRole('button', { name: 'list' }));
    expect(detail('Last value')).toBe('15:00:00.000');
    expect(details().getByLabelText('Value preview').textContent).toBe('"first"');
    expect(details().getByText('notes:list', { selector: 'code' })).toBeTruthy();

    view.rerender(app(0, 0));
    expect(rows()).toEqual([
      ['notes', 'list', '0', '1', 'success, idle'],
      ['profile', 'me', '0', '1', 'loading, idle'],
    ]);
    expect(detail('Keep-alive')).toBe('until 15:00:05.000');
    act(() => clock.advance(KEEP_ALIVE_MS));
    expect(panel().getByTestId('subscription-count').textContent).toBe('0');
    expect(panel().getByText('No subscription matches.')).toBeTruthy();
    expect(list.open() + user.open()).toBe(0);
  });

  it('shows a failure in the details with its Retry button, which opens the source again for the readers it has', () => {
    const { clock, list, app } = setup();
    render(app(2, 0));
    act(() => list.fail(new Error('quota exceeded')));
    expect(rows()[0]).toEqual(['notes', 'list', '2', '1', 'error']);
    fireEvent.click(panel().getByRole('button', { name: 'list' }));
    expect(details().getByText(/quota exceeded/).textContent).toContain('quota exceeded');
    act(() => clock.advance(1_000));
    fireEvent.click(details().getByRole('button', { name: 'Retry' }));
    expect(list.opened()).toBe(2);
    act(() => list.emit('back'));
    expect(rows()[0]).toEqual(['notes', 'list', '2', '1', 'success']);
    expect(detail('Last value')).toBe('15:00:01.000');
    expect(details().queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(details().getByText(/quota exceeded/)).toBeTruthy();
    expect(
      within(details().getByRole('list', { name: 'History' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' ')[1]),
    ).toEqual(['opened', 'error', 'value']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['success', 'success']);
  });

  it('labels a seeded value nobody reads as seeded, and once the app listens, until its release after the keep-alive', () => {
    const { clock, store, app } = setup();
    store.seed(notes, 'notes:seeded', 'from the server');
    const view = render(app(0, 0));
    expect(rows()).toEqual([['notes', 'seeded', '0', '1', 'success']]);
    fireEvent.click(panel().getByRole('button', { name: 'seeded' }));
    expect(detail('Keep-alive')).toBe('seeded');
    view.rerender(app(1, 0));
    expect(detail('Keep-alive')).toBe('seeded, until 15:00:05.000');
    act(() => clock.advance(KEEP_ALIVE_MS));
    expect(rows().map((row) => row[1])).toEqual(['list']);
    expect(store.getServerSnapshot(notes, 'notes:seeded').status).toBe('loading');
  });

  it('filters by service, status and key text', () => {
    const { list, app } = setup();
    render(app(1, 1));
    act(() => list.emit('first'));
    const filters = within(panel().getByRole('search', { name: 'Filter subscriptions' }));
    fireEvent.change(filters.getByLabelText('Service'), { target: { value: 'profile' } });
    expect(rows().map((row) => row[0])).toEqual(['profile']);
    fireEvent.change(filters.getByLabelText('Service'), { target: { value: 'all' } });
    fireEvent.change(filters.getByLabelText('Status'), { target: { value: 'success' } });
    expect(rows().map((row) => row[0])).toEqual(['notes']);
    fireEvent.change(filters.getByLabelText('Status'), { target: { value: 'all' } });
    fireEvent.change(filters.getByLabelText('Key'), { target: { value: 'ME' } });
    expect(rows().map((row) => row[0])).toEqual(['profile']);
    expect(filters.getByRole('status').textContent).toBe('1 of 2 shown');
  });

  it('switches theme on demand, and keeps the choice', () => {
    const { app } = setup();
    const view = render(app(0, 0));
    const root = () => panel().getByRole('region', { name: 'Open listeners' });
    const first = root().dataset['theme'];
    fireEvent.click(panel().getByRole('button', { name: /^Use the (dark|light) theme$/ }));
    expect(root().dataset['theme']).not.toBe(first);
    view.unmount();
    render(app(0, 0));
    expect(root().dataset['theme']).not.toBe(first);
    localStorage.clear();
  });

  it('gives two unregistered ports with the same key rows of their own', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, list, app } = setup();
    const stops = [{}, {}].map((port) => store.subscribe(port, 'shared', list.source, () => undefined));
    render(app(0, 0));
    expect(rows().map((row) => [row[0], row[1]])).toEqual([
      ['unregistered', 'shared'],
      ['unregistered', 'shared'],
    ]);
    expect(errors).not.toHaveBeenCalled();
    for (const stop of stops) stop();
    errors.mockRestore();
  });
});

describe('inspect', () => {
  it('lists the store live without React, naming ports by their registered service', () => {
    const { store, list } = setup();
    const inspection = inspect(store, { notes });
    const seen: number[] = [];
    const stop = inspection.subscribe(() => seen.push(inspection.get().length));
    const leave = store.subscribe(notes, 'notes:list', list.source, () => undefined);
    const other = store.subscribe({}, 'x', list.source, () => undefined);
    expect(inspection.get().map((row) => [row.port, row.key, row.listeners])).toEqual([
      ['notes', 'notes:list', 1],
      ['unregistered', 'x', 1],
    ]);
    expect(inspection.get()).toBe(inspection.get());
    leave();
    other();
    expect(inspection.get().map((row) => row.keptAlive)).toEqual([true, true]);
    expect(seen.length).toBeGreaterThan(0);
    stop();
  });

  it('lists what components start while they render (a preload, a hydration, a reset) without updating itself during their render', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createSubscriptionStore({ keepAliveMs: KEEP_ALIVE_MS });
    const list = createCountingSource();
    const failing: SubscriptionSource<string> = (observer) => {
      queueMicrotask(() => observer.error(new Error('offline')));
      return () => undefined;
    };
    function Suspended({ keyName, source }: { keyName: string; source: SubscriptionSource<string> }) {
      return <p>{useSuspenseSubscription(notes, keyName, source)}</p>;
    }
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError = () => ({ failed: true });
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    const state = {
      version: 1 as const,
      entries: [{ scope: 'profile', key: 'profile:me', updatedAt: Date.now(), data: 'me' }],
    };
    const app = (readers: boolean) => (
      <PlatformProvider services={{ notes, profile }} store={store}>
        <PlatformDevtools />
        {readers ? (
          <HydrationBoundary state={state}>
            <Boundary>
              <Suspense fallback={<p>loading</p>}>
                <Suspended keyName="notes:list" source={list.source} />
                <Suspended keyName="notes:failing" source={failing} />
              </Suspense>
            </Boundary>
          </HydrationBoundary>
        ) : null}
      </PlatformProvider>
    );
    const view = render(app(false));
    view.rerender(app(true));
    await waitFor(() => expect(rows().map((row) => row[1])).toEqual(['me', 'list']));
    act(() => list.emit('first'));
    await waitFor(() => expect(screen.getByText('failed')).toBeTruthy());
    const duringRender = errors.mock.calls.filter((call) => String(call[0]).includes('while rendering a different'));
    expect(duringRender).toEqual([]);
  });
});
