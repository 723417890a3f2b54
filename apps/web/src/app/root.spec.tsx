import { parsePlatformSettings } from '@platform/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { composeApp } from './root';

/** How long the platform's chunk may take to arrive and settle on a busy machine. */

describe('Root', () => {
  // Vitest transforms the platform's modules on their first import; do that before any findBy's clock starts.
  beforeAll(() =>
    Promise.all([import('./platform-areas'), import('./memory-services'), import('./firebase-services')]),
  );

  it('paints the starter view at once, with the service areas starting until the platform has loaded', async () => {
    const app = composeApp(parsePlatformSettings({}));
    render(app.element);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kindling' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Resources' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Next steps' })).toBeTruthy();
    expect(screen.getByTestId('account-checking').textContent).toBe('Checking session…');
    expect(screen.getByTestId('appcheck-status').textContent).toBe('App Check: starting…');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(await screen.findByText(/^App Check: debug provider · token valid until/)).toBeTruthy();
    await (await app.platform)?.dispose();
  });

  it('runs on the in-memory driver when no config is given', async () => {
    render(composeApp(parsePlatformSettings({})).element);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kindling' })).toBeTruthy();
    expect(screen.getByText('In-memory driver')).toBeTruthy();
    expect(await screen.findByText(/^App Check: debug provider · token valid until/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows a configuration-error panel listing the missing keys for an incomplete firebase config', async () => {
    const app = composeApp(
      parsePlatformSettings({
        VITE_PLATFORM_DRIVER: 'firebase',
        VITE_FIREBASE_PROJECT_ID: 'kindling-app',
        VITE_FIREBASE_APP_ID: '1:1234567890:web:abc123',
      }),
    );
    expect(app.platform).toBeNull();
    render(app.element);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Configuration error' })).toBeTruthy();
    const issues = within(within(panel).getByRole('list', { name: 'Configuration issues' })).getAllByRole('listitem');
    expect(issues.map((li) => li.querySelector('code')?.textContent)).toEqual([
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_STORAGE_BUCKET',
      'VITE_FIREBASE_MESSAGING_SENDER_ID',
    ]);
    expect(issues[0]?.textContent).toContain('missing');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the panel for an unknown driver', async () => {
    render(composeApp(parsePlatformSettings({ VITE_PLATFORM_DRIVER: 'cloud' })).element);
    expect(within(await screen.findByRole('alert')).getByText(/VITE_PLATFORM_DRIVER is "cloud"/)).toBeTruthy();
  });

  it('runs the emulator driver with a demo project and without App Check', async () => {
    const app = composeApp(parsePlatformSettings({ VITE_PLATFORM_DRIVER: 'emulator', VITE_EMULATOR_AUTH_PORT: '9' }));
    render(app.element);
    await waitFor(() =>
      expect(screen.getByTestId('appcheck-status').textContent).toMatch(
        /^App Check: off · there is no App Check emulator/,
      ),
    );
    expect(screen.getByText('Emulator driver')).toBeTruthy();
    expect(screen.getByText('Project demo-platform')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    await (await app.platform)?.dispose();
  });

  it('shows the configuration-error panel in a production build with no config, instead of running in memory', async () => {
    const app = composeApp(parsePlatformSettings({ PROD: true }));
    expect(app.platform).toBeNull();
    render(app.element);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText(/VITE_PLATFORM_DRIVER=memory is set explicitly/)).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('runs a production build on the memory driver when it is asked for by name', async () => {
    render(composeApp(parsePlatformSettings({ PROD: true, VITE_PLATFORM_DRIVER: 'memory' })).element);
    expect(screen.getByText('In-memory driver')).toBeTruthy();
    expect(await screen.findByText(/^App Check: debug provider · token valid until/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
