import 'fake-indexeddb/auto';
import { createManualClock } from '@platform/core';
import { createSubscriptionStore, dehydrate, hydrate, PlatformProvider, type DehydratedState } from '@platform/react';
import { act, render } from '@testing-library/react';
import { openSdkPage, listenForGoogle } from '../firebase/testing/sdk-page.js';
import { createMemoryRemoteConfig } from '../memory/memory-remote-config.js';
import { CONTRACT_SCHEMA, type ContractSchema } from '../remote-config.contract.js';
import type { RemoteConfigPort } from '../remote-config.port.js';
import type { ConfigValues } from '../remote-config.types.js';
import { prefetchConfig } from './prefetch.js';
import { CONFIG_VALUES_KEY, useConfigValue } from './use-config-value.js';

const google = listenForGoogle();

interface Server {
  readonly port: RemoteConfigPort<ContractSchema>;
  close(): Promise<void>;
}

const adapters = [
  {
    name: 'memory',
    open(values: Record<string, string>): Server {
      const port = createMemoryRemoteConfig({
        schema: CONTRACT_SCHEMA,
        clock: createManualClock(Date.UTC(2030, 0, 1)),
      });
      port.control.server.publish(values);
      return { port, close: () => port.dispose() };
    },
  },
  {
    name: 'firebase',
    open(values: Record<string, string>): Server {
      const page = openSdkPage(google);
      page.backend.publish(values);
      return { port: page.open(), close: () => page.close() };
    },
  },
] as const;

describe.each(adapters)('prefetchConfig on the $name adapter', ({ open }) => {
  it('puts the fetched values in the store, and the browser shows them until its own port activates', async () => {
    const server = open({ title: 'From the server', maxItems: '3' });
    const store = createSubscriptionStore();
    const outcome = await prefetchConfig(store, server.port);
    expect(outcome).toMatchObject({
      status: 'success',
      data: { title: { value: 'From the server', source: 'remote' }, maxItems: { value: 3, source: 'remote' } },
    });
    const page = JSON.stringify(dehydrate(store, { scopes: { 'remote-config': server.port } }));
    await server.close();

    const browserPort = createMemoryRemoteConfig({ schema: CONTRACT_SCHEMA });
    const browser = createSubscriptionStore();
    hydrate(browser, JSON.parse(page) as DehydratedState, { scopes: { 'remote-config': browserPort } });
    const hydrated = browser.getSnapshot<ConfigValues<ContractSchema>>(browserPort, CONFIG_VALUES_KEY);
    expect(hydrated).toMatchObject({ data: { title: { value: 'From the server' } } });

    function Title() {
      return <h1>{useConfigValue('title').value}</h1>;
    }
    const view = render(
      <PlatformProvider services={{ 'remote-config': browserPort }} store={browser}>
        <Title />
      </PlatformProvider>,
    );
    expect(view.container.textContent).toBe('From the server');
    browserPort.control.server.publish({ title: 'Activated here' });
    await act(() => browserPort.fetchAndActivate());
    expect(view.container.textContent).toBe('Activated here');
    view.unmount();
    await browserPort.dispose();
  });

  it('reads what is active without fetching when asked', async () => {
    const server = open({ title: 'Not fetched' });
    const store = createSubscriptionStore();
    const outcome = await prefetchConfig(store, server.port, { fetch: false });
    expect(outcome).toMatchObject({ status: 'success', data: { title: { value: 'Kindling', source: 'default' } } });
    await server.close();
  });
});
