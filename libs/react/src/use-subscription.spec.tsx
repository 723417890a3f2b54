import { createManualClock } from '@platform/core';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PlatformProvider } from './platform-provider.js';
import { createSubscriptionStore, type Resource, type SubscriptionSource } from './subscription-store.js';
import { useSubscription } from './use-subscription.js';
import { createCountingSource } from './testing/counting-source.js';

const describeResource = (r: Resource<string>) =>
  r.status === 'success' ? `success:${r.data}` : r.status === 'error' ? `error:${String(r.error)}` : 'loading';

const PORT = { name: 'port' };
const KEEP_ALIVE_MS = 1_000;

interface ReaderProps {
  readonly id: number;
  readonly keyName: string;
  readonly source: SubscriptionSource<string>;
  readonly scope?: object;
}

function Reader({ id, keyName, source, scope = PORT }: ReaderProps) {
  const resource = useSubscription(scope, keyName, source);
  return <li data-testid={`reader-${id}`}>{describeResource(resource)}</li>;
}

function Readers({
  count,
  source,
  keyName = 'doc:users/42',
}: {
  count: number;
  source: SubscriptionSource<string>;
  keyName?: string;
}) {
  return (
    <ul>
      {Array.from({ length: count }, (_, id) => (
        <Reader key={id} id={id} keyName={keyName} source={source} />
      ))}
    </ul>
  );
}

function setup() {
  const clock = createManualClock();
  return { clock, store: createSubscriptionStore({ clock, keepAliveMs: KEEP_ALIVE_MS }) };
}

const settle = () => act(async () => undefined);

describe('useSubscription', () => {
  it('gives 1000 components on one key exactly one source subscription, and 0 once the keep-alive ends', async () => {
    const counter = createCountingSource();
    const { store, clock } = setup();
    const view = render(
      <PlatformProvider services={{}} store={store}>
        <Readers count={1000} source={counter.source} />
      </PlatformProvider>,
    );

    expect(counter.opened()).toBe(1);
    expect(counter.open()).toBe(1);
    expect(store.listenerCount(PORT, 'doc:users/42')).toBe(1000);

    act(() => counter.emit('Ada'));
    expect(screen.getAllByText('success:Ada')).toHaveLength(1000);

    view.unmount();
    await settle();
    expect(counter.open()).toBe(1);
    clock.advance(KEEP_ALIVE_MS);
    expect(counter.open()).toBe(0);
    expect(store.openSources()).toBe(0);
  }, 30_000);

  it('leaves 0 open sources after 1000 mount and unmount cycles once the keep-alive ends', async () => {
    const counter = createCountingSource();
    const { store, clock } = setup();
    const tree = (cycle: number | null) => (
      <PlatformProvider services={{}} store={store}>
        {cycle === null ? null : <Reader id={cycle} keyName={`doc:${cycle % 10}`} source={counter.source} />}
      </PlatformProvider>
    );
    const view = render(tree(null));
    for (let cycle = 0; cycle < 1000; cycle += 1) {
      view.rerender(tree(cycle));
      view.rerender(tree(null));
    }
    await settle();
    expect(counter.opened()).toBe(10);
    expect(store.openSources()).toBe(10);
    clock.advance(KEEP_ALIVE_MS);
    expect(counter.open()).toBe(0);
    expect(store.openSources()).toBe(0);
  }, 30_000);

  it('opens the source once when navigating A → B → A within the keep-alive', async () => {
    const pageA = createCountingSource();
    const pageB = createCountingSource();
    const { store, clock } = setup();
    const page = (name: 'a' | 'b') => (
      <PlatformProvider services={{}} store={store}>
        {name === 'a' ? (
          <Reader id={0} keyName="a" source={pageA.source} />
        ) : (
          <Reader id={0} keyName="b" source={pageB.source} />
        )}
      </PlatformProvider>
    );
    const view = render(page('a'));
    act(() => pageA.emit('first visit'));
    view.rerender(page('b'));
    await settle();
    clock.advance(KEEP_ALIVE_MS - 1);
    view.rerender(page('a'));

    expect(screen.getByTestId('reader-0').textContent).toBe('success:first visit');
    expect(pageA.opened()).toBe(1);
    clock.advance(KEEP_ALIVE_MS);
    expect([pageA.open(), pageB.open()]).toEqual([1, 0]);
  });

  it('shows the second port after the provider is re-rendered with it, on the same key', async () => {
    const first = createCountingSource();
    const second = createCountingSource();
    const portOne = { name: 'one' };
    const portTwo = { name: 'two' };
    const { store } = setup();
    const withPort = (scope: object, source: SubscriptionSource<string>) => (
      <PlatformProvider services={{}} store={store}>
        <Reader id={0} keyName="state" scope={scope} source={source} />
      </PlatformProvider>
    );
    const view = render(withPort(portOne, first.source));
    act(() => first.emit('first port'));
    view.rerender(withPort(portTwo, second.source));
    expect(screen.getByTestId('reader-0').textContent).toBe('loading');
    act(() => second.emit('second port'));
    expect(screen.getByTestId('reader-0').textContent).toBe('success:second port');
  });

  it('moves through loading, success and error', () => {
    const counter = createCountingSource();
    render(
      <PlatformProvider services={{}}>
        <Readers count={1} source={counter.source} />
      </PlatformProvider>,
    );
    expect(screen.getByTestId('reader-0').textContent).toBe('loading');
    act(() => counter.emit('v1'));
    expect(screen.getByTestId('reader-0').textContent).toBe('success:v1');
    act(() => counter.fail('denied'));
    expect(screen.getByTestId('reader-0').textContent).toBe('error:denied');
  });

  it('opens the source again on a remount after it failed, instead of replaying the error', async () => {
    const counter = createCountingSource();
    const { store } = setup();
    const tree = (
      <PlatformProvider services={{}} store={store}>
        <Readers count={2} source={counter.source} />
      </PlatformProvider>
    );
    const view = render(tree);
    act(() => counter.fail('offline'));
    expect(screen.getByTestId('reader-0').textContent).toBe('error:offline');
    view.unmount();
    await settle();

    render(tree);
    expect(counter.opened()).toBe(2);
    expect(screen.getByTestId('reader-0').textContent).toBe('loading');
    act(() => counter.emit('back online'));
    expect(screen.getByTestId('reader-1').textContent).toBe('success:back online');
  });

  it('opens separate sources for separate keys and releases only the one unmounted', () => {
    const a = createCountingSource();
    const b = createCountingSource();
    const { store, clock } = setup();
    const view = render(
      <PlatformProvider services={{}} store={store}>
        <Readers count={3} source={a.source} keyName="a" />
        <Readers count={2} source={b.source} keyName="b" />
      </PlatformProvider>,
    );
    expect(store.openSources()).toBe(2);
    view.rerender(
      <PlatformProvider services={{}} store={store}>
        <Readers count={3} source={a.source} keyName="a" />
      </PlatformProvider>,
    );
    clock.advance(KEEP_ALIVE_MS);
    expect([a.open(), b.open()]).toEqual([1, 0]);
  });

  it('keeps exactly one live subscription under StrictMode and releases it after the keep-alive', async () => {
    const counter = createCountingSource();
    const { store, clock } = setup();
    const view = render(
      <StrictMode>
        <PlatformProvider services={{}} store={store}>
          <Readers count={10} source={counter.source} />
        </PlatformProvider>
      </StrictMode>,
    );
    await settle();
    expect(counter.open()).toBe(1);
    expect(counter.opened()).toBe(1);
    act(() => counter.emit('strict'));
    expect(screen.getAllByText('success:strict')).toHaveLength(10);

    view.unmount();
    clock.advance(KEEP_ALIVE_MS);
    expect(counter.open()).toBe(0);
  });

  it('renders loading on the server without opening a subscription', () => {
    const counter = createCountingSource();
    const html = renderToString(
      <PlatformProvider services={{}}>
        <Readers count={2} source={counter.source} />
      </PlatformProvider>,
    );
    expect(html).toContain('loading');
    expect(counter.opened()).toBe(0);
  });
});
