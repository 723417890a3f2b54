import { createManualClock } from '@platform/core';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { PlatformProvider } from './platform-provider.js';
import { createSubscriptionStore, type SubscriptionSource } from './subscription-store.js';
import { useSuspenseSubscription } from './use-suspense-subscription.js';
import { createCountingSource } from './testing/counting-source.js';

const USERS = { name: 'users' };

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <>
        <p role="alert">{String(this.state.error)}</p>
        <button onClick={() => this.setState({ error: undefined })}>Try again</button>
      </>
    );
  }
}

function Name({ source }: { source: SubscriptionSource<string> }) {
  return <li>{useSuspenseSubscription(USERS, 'name', source)}</li>;
}

async function renderNames(count: number, source: SubscriptionSource<string>) {
  const clock = createManualClock();
  const store = createSubscriptionStore({ clock, preloadHoldMs: 1_000, keepAliveMs: 0 });
  const view = await act(async () =>
    render(
      <PlatformProvider services={{}} store={store}>
        <Boundary>
          <Suspense fallback={<p>Loading…</p>}>
            <ul>
              {Array.from({ length: count }, (_, i) => (
                <Name key={i} source={source} />
              ))}
            </ul>
          </Suspense>
        </Boundary>
      </PlatformProvider>,
    ),
  );
  return { view, store, clock };
}

describe('useSuspenseSubscription', () => {
  it('suspends until the first value, with one source for every component', async () => {
    const names = createCountingSource();
    await renderNames(50, names.source);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(names.opened()).toBe(1);

    await act(async () => names.emit('Ada'));
    expect(await screen.findAllByText('Ada')).toHaveLength(50);
    expect(names.opened()).toBe(1);

    act(() => names.emit('Grace'));
    expect(screen.getAllByText('Grace')).toHaveLength(50);
  });

  it('sends a failure to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const names = createCountingSource();
    await renderNames(3, names.source);
    await act(async () => names.fail(new Error('permission denied')));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: permission denied');
  });

  it('opens the source again when the error boundary resets, instead of replaying the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const names = createCountingSource();
    await renderNames(2, names.source);
    await act(async () => names.fail(new Error('offline')));
    await screen.findByRole('alert');

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(names.opened()).toBe(2);
    await act(async () => names.emit('Ada'));
    expect(await screen.findAllByText('Ada')).toHaveLength(2);
  });

  it('releases the source of a component that never mounts, after the hold, though no value arrived', async () => {
    const names = createCountingSource();
    const { view, store, clock } = await renderNames(3, names.source);
    expect(screen.getByText('Loading…')).toBeTruthy();
    view.unmount();

    await act(async () => clock.advance(999));
    expect(names.open()).toBe(1);
    await act(async () => clock.advance(1));
    expect(names.open()).toBe(0);
    expect(store.openSources()).toBe(0);
  });

  it('keeps the source open after unmount only until the preload hold ends', async () => {
    const names = createCountingSource();
    const { view, store, clock } = await renderNames(2, names.source);
    await act(async () => names.emit('Ada'));
    await screen.findAllByText('Ada');

    view.unmount();
    await act(async () => undefined);
    expect(names.open()).toBe(1);
    await act(async () => clock.advance(1_000));
    expect(names.open()).toBe(0);
    expect(store.openSources()).toBe(0);
  });
});
