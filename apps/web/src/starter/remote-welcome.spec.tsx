import { createManualClock, parsePlatformSettings } from '@platform/core';
import { createMemoryInstallations } from '@platform/installations/memory';
import { PlatformProvider } from '@platform/react';
import { createMemoryRemoteConfig } from '@platform/remote-config/memory';
import { act, render, screen } from '@testing-library/react';
import { appConfig } from '../app/app-config';
import { composeApp } from '../app/root';
import { InstallationId } from './installation-id';
import { RemoteWelcome } from './remote-welcome';

const heading = () => screen.getByRole('heading', { level: 1 });

function renderWelcome() {
  const remoteConfig = createMemoryRemoteConfig({ schema: appConfig, clock: createManualClock(0) });
  render(
    <PlatformProvider services={{ 'remote-config': remoteConfig }}>
      <RemoteWelcome />
    </PlatformProvider>,
  );
  return remoteConfig;
}

describe('RemoteWelcome', () => {
  it("shows the app's name and tagline until Remote Config has something, then the console's words", async () => {
    const remoteConfig = renderWelcome();
    expect(heading().textContent).toBe('Welcome to Kindling');
    expect(heading().dataset['configSource']).toBe('default');

    remoteConfig.control.server.publish({ welcome_title: 'Hello, builders', welcome_tagline: 'Ship it.' });
    await act(() => remoteConfig.fetchAndActivate());
    expect(heading().textContent).toBe('Hello, builders');
    expect(heading().dataset['configSource']).toBe('remote');
    expect(screen.getByText('Ship it.')).toBeTruthy();
  });

  it('keeps the default, not a blank, when the fetch fails', async () => {
    const remoteConfig = renderWelcome();
    remoteConfig.control.server.publish({ welcome_title: 'Never seen' });
    remoteConfig.control.server.failNextFetches({ kind: 'network' });
    await act(async () => {
      await expect(remoteConfig.fetchAndActivate()).resolves.toMatchObject({ status: 'failed' });
    });
    expect(heading().textContent).toBe('Welcome to Kindling');
    expect(heading().dataset['configSource']).toBe('default');
  });
});

describe('InstallationId', () => {
  it('shows the installation id', async () => {
    const installations = createMemoryInstallations();
    render(
      <PlatformProvider services={{ installations }}>
        <InstallationId />
      </PlatformProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByTestId('installation-id').textContent).toBe(`Installation: ${await installations.getId()}`);
  });

  it('is in the footer of a debug build on the memory driver, once the platform has loaded', async () => {
    const app = composeApp(parsePlatformSettings({}));
    render(app.element);
    expect(heading().textContent).toBe('Welcome to Kindling');
    expect((await screen.findByTestId('installation-id')).textContent).toMatch(/^Installation: [cdef][\w-]{21}$/);
    expect(heading().dataset['configSource']).toBe('default');
    await (await app.platform)?.dispose();
  });
});
