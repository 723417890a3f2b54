import { createManualClock } from '@platform/core';
import { createSubscriptionStore, PlatformProvider } from '@platform/react';
import { act, render, screen } from '@testing-library/react';
import type { InstallationsPort } from '../installations.port.js';
import { createMemoryInstallations } from '../memory/memory-installations.js';
import { INSTALLATION_ID_KEY, useInstallationId } from './use-installation-id.js';
import { useInstallations } from './use-installations.js';

function IdView({ index }: { index: number }) {
  const id = useInstallationId();
  const text =
    id.status === 'success'
      ? `id:${id.data}`
      : id.status === 'error'
        ? `error:${(id.error as { code?: string }).code ?? ''}`
        : 'loading';
  return <li data-testid={`id-${index}`}>{text}</li>;
}

const texts = () => screen.getAllByTestId(/^id-/).map((node) => node.textContent);

function countingIdListeners(port: InstallationsPort) {
  let open = 0;
  const counted: InstallationsPort = {
    ...port,
    onIdChange(listener) {
      open += 1;
      const stop = port.onIdChange(listener);
      return () => {
        open -= 1;
        stop();
      };
    },
  };
  return { counted, open: () => open };
}

describe('useInstallationId', () => {
  it('shows the id to every component through one subscription, and the new id after delete()', async () => {
    const clock = createManualClock(0);
    const memory = createMemoryInstallations({ clock });
    const port = countingIdListeners(memory);
    const store = createSubscriptionStore({ clock, keepAliveMs: 1_000 });
    const view = render(
      <PlatformProvider services={{ installations: port.counted }} store={store}>
        <ul>
          {[0, 1, 2].map((index) => (
            <IdView key={index} index={index} />
          ))}
        </ul>
      </PlatformProvider>,
    );
    await act(async () => undefined);
    const first = await memory.getId();
    expect(texts()).toEqual(Array(3).fill(`id:${first}`));
    expect(port.open()).toBe(1);
    expect(store.listenerCount(port.counted, INSTALLATION_ID_KEY)).toBe(3);

    await act(() => memory.delete());
    const second = await memory.getId();
    expect(second).not.toBe(first);
    expect(texts()).toEqual(Array(3).fill(`id:${second}`));

    view.unmount();
    await act(async () => undefined);
    clock.advance(1_000);
    expect(port.open()).toBe(0);
  });

  it('shows a failure as an error', async () => {
    const memory = createMemoryInstallations();
    memory.control.failNext('installations/app-offline');
    render(
      <PlatformProvider services={{ installations: memory }}>
        <IdView index={0} />
      </PlatformProvider>,
    );
    await act(async () => undefined);
    expect(texts()).toEqual(['error:installations/app-offline']);
  });

  it("reads the id of the port it is given, never another port's", async () => {
    const first = createMemoryInstallations();
    const second = createMemoryInstallations();
    const withPort = (installations: InstallationsPort) => (
      <PlatformProvider services={{ installations }}>
        <IdView index={0} />
      </PlatformProvider>
    );
    const view = render(withPort(first));
    await act(async () => undefined);
    expect(texts()).toEqual([`id:${await first.getId()}`]);
    view.rerender(withPort(second));
    await act(async () => undefined);
    expect(texts()).toEqual([`id:${await second.getId()}`]);
  });
});

describe('useInstallations', () => {
  it('returns the registered port', () => {
    const installations = createMemoryInstallations();
    let seen: InstallationsPort | undefined;
    function Probe() {
      seen = useInstallations();
      return null;
    }
    render(
      <PlatformProvider services={{ installations }}>
        <Probe />
      </PlatformProvider>,
    );
    expect(seen).toBe(installations);
  });
});
