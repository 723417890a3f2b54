import { createManualClock } from '@platform/core';
import { PlatformProvider } from '@platform/react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRemoteConfig } from '../memory/memory-remote-config.js';
import { CONTRACT_SCHEMA, type ContractSchema } from '../remote-config.contract.js';
import { useActivateConfigUpdates } from './use-activate-config-updates.js';
import { useConfigStatus } from './use-config-status.js';
import { useConfigValue } from './use-config-value.js';

declare module './register.js' {
  interface RemoteConfigRegister {
    schema: ContractSchema;
  }
}

function Welcome() {
  const title = useConfigValue('title');
  const maxItems = useConfigValue('maxItems');
  const status = useConfigStatus();
  const items: number = maxItems.value;
  return (
    <p data-testid="welcome">
      {title.value} ({title.source}), {items}, {status.lastFetchStatus}
    </p>
  );
}

function Live() {
  useActivateConfigUpdates();
  return <Welcome />;
}

const text = () => screen.getByTestId('welcome').textContent;

function setup() {
  const clock = createManualClock(Date.UTC(2030, 0, 1));
  const remoteConfig = createMemoryRemoteConfig({ schema: CONTRACT_SCHEMA, clock, random: () => 0.5 });
  return { clock, remoteConfig };
}

describe('useConfigValue and useConfigStatus', () => {
  it('show the defaults at once, then the activated values and the status', async () => {
    const { remoteConfig } = setup();
    render(
      <PlatformProvider services={{ 'remote-config': remoteConfig }}>
        <Welcome />
      </PlatformProvider>,
    );
    expect(text()).toBe('Kindling (default), 10, no-fetch-yet');
    remoteConfig.control.server.publish({ title: 'Hello', maxItems: 3 });
    await act(() => remoteConfig.fetchAndActivate());
    expect(text()).toBe('Hello (remote), 3, success');
  });

  it('keep the defaults and show the failure when the fetch fails', async () => {
    const { remoteConfig } = setup();
    remoteConfig.control.server.failNextFetches({ kind: 'network' });
    render(
      <PlatformProvider services={{ 'remote-config': remoteConfig }}>
        <Welcome />
      </PlatformProvider>,
    );
    await act(() => remoteConfig.fetchAndActivate());
    expect(text()).toBe('Kindling (default), 10, failure');
  });
});

describe('useActivateConfigUpdates', () => {
  it('activates realtime updates as they arrive, so values are live', async () => {
    const { clock, remoteConfig } = setup();
    remoteConfig.control.server.publish({ title: 'First' });
    await remoteConfig.fetchAndActivate();
    render(
      <PlatformProvider services={{ 'remote-config': remoteConfig }}>
        <Live />
      </PlatformProvider>,
    );
    expect(text()).toBe('First (remote), 10, success');
    remoteConfig.control.server.publish({ title: 'Live now' });
    await act(() => clock.advanceAsync(4_000));
    expect(text()).toBe('Live now (remote), 10, success');
  });
});
