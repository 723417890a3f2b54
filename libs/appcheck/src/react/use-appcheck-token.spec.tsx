import { PlatformProvider, createSubscriptionStore } from '@platform/react';
import { act, render, screen } from '@testing-library/react';
import { createManualClock } from '@platform/core';
import type { AppCheckPort } from '../appcheck.port.js';
import { createMemoryAppCheck } from '../memory/memory-appcheck.js';
import { APPCHECK_TOKEN_KEY, useAppCheckToken } from './use-appcheck-token.js';
import { useAppCheck } from './use-appcheck.js';

function TokenView({ id, request }: { id: number; request?: boolean }) {
  const resource = useAppCheckToken({ request });
  const text =
    resource.status === 'success'
      ? `success:${resource.data.token}`
      : resource.status === 'error'
        ? `error:${(resource.error as { code?: string }).code ?? 'none'}`
        : 'loading';
  return <li data-testid={`token-${id}`}>{text}</li>;
}

function countSubscriptions(port: AppCheckPort) {
  let open = 0;
  let opened = 0;
  const counted: AppCheckPort = {
    ...port,
    onTokenChanged(listener, onError) {
      opened += 1;
      open += 1;
      const stop = port.onTokenChanged(listener, onError);
      return () => {
        open -= 1;
        stop();
      };
    },
  };
  return { counted, open: () => open, opened: () => opened };
}

const texts = () => screen.getAllByTestId(/^token-/).map((node) => node.textContent);

describe('useAppCheckToken', () => {
  it('shares one onTokenChanged subscription among every component and follows refreshes', async () => {
    const clock = createManualClock(0);
    const memory = createMemoryAppCheck({ clock });
    await memory.activate({ provider: { kind: 'debug' } });
    const port = countSubscriptions(memory);
    const store = createSubscriptionStore({ clock, keepAliveMs: 1_000 });
    const view = render(
      <PlatformProvider services={{ appcheck: port.counted }} store={store}>
        <ul>
          {[0, 1, 2, 3, 4].map((id) => (
            <TokenView key={id} id={id} />
          ))}
        </ul>
      </PlatformProvider>,
    );
    expect(texts()).toEqual(Array(5).fill('loading'));
    await act(async () => undefined);
    expect(texts()).toEqual(Array(5).fill('success:memory-appcheck.1'));
    expect(port.opened()).toBe(1);
    expect(store.listenerCount(port.counted, APPCHECK_TOKEN_KEY)).toBe(5);

    await act(async () => {
      await memory.getToken({ forceRefresh: true });
    });
    expect(texts()).toEqual(Array(5).fill('success:memory-appcheck.2'));
    expect(memory.control.exchanges()).toHaveLength(2);

    view.unmount();
    await act(async () => undefined);
    expect(port.open()).toBe(1);
    clock.advance(1_000);
    expect(port.open()).toBe(0);
  });

  it('reads the token of the port it is given, never that of another port', async () => {
    const clock = createManualClock(0);
    const first = createMemoryAppCheck({ clock });
    const second = createMemoryAppCheck({ clock });
    await first.activate({ provider: { kind: 'debug' } });
    await second.activate({ provider: { kind: 'debug' } });
    await second.getToken();
    const withPort = (appcheck: AppCheckPort) => (
      <PlatformProvider services={{ appcheck }}>
        <TokenView id={0} request={false} />
      </PlatformProvider>
    );
    const view = render(withPort(first));
    await act(async () => undefined);
    expect(texts()).toEqual(['loading']);
    view.rerender(withPort(second));
    await act(async () => undefined);
    expect(texts()).toEqual(['success:memory-appcheck.1']);
  });

  it('reports failures as an error and recovers with the next token', async () => {
    const memory = createMemoryAppCheck({ clock: createManualClock(0) });
    await memory.activate({ provider: { kind: 'debug' } });
    memory.control.failNext('appcheck/fetch-network-error');
    render(
      <PlatformProvider services={{ appcheck: memory }}>
        <TokenView id={0} />
      </PlatformProvider>,
    );
    await act(async () => undefined);
    expect(texts()).toEqual(['error:appcheck/fetch-network-error']);
    await act(async () => {
      await memory.getToken();
    });
    expect(texts()).toEqual(['success:memory-appcheck.1']);
  });

  it('only listens when asked not to request a token', async () => {
    const memory = createMemoryAppCheck({ clock: createManualClock(0) });
    await memory.activate({ provider: { kind: 'debug' } });
    render(
      <PlatformProvider services={{ appcheck: memory }}>
        <TokenView id={0} request={false} />
      </PlatformProvider>,
    );
    await act(async () => undefined);
    expect(texts()).toEqual(['loading']);
    expect(memory.control.exchanges()).toHaveLength(0);
    await act(async () => {
      await memory.getToken();
    });
    expect(texts()).toEqual(['success:memory-appcheck.1']);
  });

  it('shows appcheck/not-activated before activation', async () => {
    render(
      <PlatformProvider services={{ appcheck: createMemoryAppCheck() }}>
        <TokenView id={0} />
      </PlatformProvider>,
    );
    await act(async () => undefined);
    expect(texts()).toEqual(['error:appcheck/not-activated']);
  });
});

describe('useAppCheck', () => {
  it('returns the registered port', () => {
    const appcheck = createMemoryAppCheck();
    let seen: AppCheckPort | undefined;
    function Probe() {
      seen = useAppCheck();
      return null;
    }
    render(
      <PlatformProvider services={{ appcheck }}>
        <Probe />
      </PlatformProvider>,
    );
    expect(seen).toBe(appcheck);
  });
});
