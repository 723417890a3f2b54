import { render, screen, within } from '@testing-library/react';
import { composeApp } from './root';

describe('Root', () => {
  it('runs on the in-memory driver when no config is given', async () => {
    render(composeApp({}).element);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kindling' })).toBeTruthy();
    expect(screen.getByText('In-memory driver')).toBeTruthy();
    expect(await screen.findByText(/^App Check: debug provider · token valid until/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows a configuration-error panel listing the missing keys for an incomplete firebase config', () => {
    const app = composeApp({
      VITE_PLATFORM_DRIVER: 'firebase',
      VITE_FIREBASE_PROJECT_ID: 'kindling-app',
      VITE_FIREBASE_APP_ID: '1:1234567890:web:abc123',
    });
    expect(app.platform).toBeNull();
    render(app.element);
    const panel = screen.getByRole('alert');
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

  it('shows the panel for an unknown driver', () => {
    render(composeApp({ VITE_PLATFORM_DRIVER: 'cloud' }).element);
    expect(within(screen.getByRole('alert')).getByText(/VITE_PLATFORM_DRIVER is "cloud"/)).toBeTruthy();
  });

  it('runs the emulator driver with a demo project and without App Check', async () => {
    const app = composeApp({ VITE_PLATFORM_DRIVER: 'emulator', VITE_EMULATOR_AUTH_PORT: '9' });
    render(app.element);
    expect(screen.getByTestId('appcheck-status').textContent).toMatch(
      /^App Check: off · there is no App Check emulator/,
    );
    expect(screen.getByText('Emulator driver')).toBeTruthy();
    expect(screen.getByText('Project demo-platform')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    await app.platform?.dispose();
  });

  it('shows the configuration-error panel in a production build with no config, instead of running in memory', () => {
    const app = composeApp({ PROD: true });
    expect(app.platform).toBeNull();
    render(app.element);
    const panel = screen.getByRole('alert');
    expect(within(panel).getByText(/VITE_PLATFORM_DRIVER=memory is set explicitly/)).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('runs a production build on the memory driver when it is asked for by name', async () => {
    render(composeApp({ PROD: true, VITE_PLATFORM_DRIVER: 'memory' }).element);
    expect(screen.getByText('In-memory driver')).toBeTruthy();
    expect(await screen.findByText(/^App Check: debug provider · token valid until/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
