import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PlatformProvider } from './platform-provider.js';
import type { Resource } from './resource.js';
import { createSubscriptionStore, type SubscriptionSource } from './subscription-store.js';
import { useSubscription } from './use-subscription.js';
import { createCountingSource } from './testing/counting-source.js';

const describeResource = (r: Resource<string>) =>
  r.status === 'success' ? `success:${r.data}` : r.status === 'error' ? `error:${String(r.error)}` : 'loading';

function Reader({ id, keyName, source }: { id: number; keyName: string; source: SubscriptionSource<string> }) {
  const resource = useSubscription(keyName, source);
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

describe('useSubscription', () => {
  it('gives 1000 components on one key exactly one source subscription, and 0 after they unmount', async () => {
    const counter = createCountingSource();
    const store = createSubscriptionStore();
    const view = render(
      <PlatformProvider services={{}} store={store}>
        <Readers count={1000} source={counter.source} />
      </PlatformProvider>,
    );

    expect(counter.opened()).toBe(1);
    expect(counter.open()).toBe(1);
    expect(store.listenerCount('doc:users/42')).toBe(1000);

    act(() => counter.emit('Ada'));
    expect(screen.getAllByText('success:Ada')).toHaveLength(1000);

    view.unmount();
    await act(async () => undefined);
    expect(counter.open()).toBe(0);
    expect(store.openSources()).toBe(0);
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

  it('opens separate sources for separate keys and releases only the one unmounted', async () => {
    const a = createCountingSource();
    const b = createCountingSource();
    const store = createSubscriptionStore();
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
    await act(async () => undefined);
    expect([a.open(), b.open()]).toEqual([1, 0]);
  });

  it('keeps exactly one live subscription under StrictMode and releases it on unmount', async () => {
    const counter = createCountingSource();
    const store = createSubscriptionStore();
    const view = render(
      <StrictMode>
        <PlatformProvider services={{}} store={store}>
          <Readers count={10} source={counter.source} />
        </PlatformProvider>
      </StrictMode>,
    );
    await act(async () => undefined);
    expect(counter.open()).toBe(1);
    expect(counter.opened()).toBe(1);
    act(() => counter.emit('strict'));
    expect(screen.getAllByText('success:strict')).toHaveLength(10);

    view.unmount();
    await act(async () => undefined);
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
