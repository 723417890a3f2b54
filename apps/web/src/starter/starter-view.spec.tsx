import { parsePlatformSettings } from '@platform/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_TITLES } from '../app/app-info';
import { composeApp } from '../app/root';
import { NEXT_STEPS } from './next-steps';
import { RESOURCES } from './resources';

/** How long the platform's chunk may take to arrive and settle on a busy machine. */

/** Renders the app on the memory driver and waits until auth and App Check have settled, as a person would see it. */
async function renderView() {
  const view = render(composeApp(parsePlatformSettings({})).element);
  await screen.findByRole('button', { name: 'Sign in' });
  await screen.findByText(/token valid until/);
  return view;
}

const commandLine = () => screen.getByTestId('command-line').textContent?.replace(/^\$\s*/, '');

describe('StarterView', () => {
  // Vitest transforms the platform's modules on their first import; do that before any findBy's clock starts.
  beforeAll(() => Promise.all([import('../app/platform-areas'), import('../app/memory-services')]));

  it('has a toolbar with the app name, main content and a footer', async () => {
    await renderView();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Kindling home' })).toBeTruthy();
    expect(within(banner).getByText('In-memory driver')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kindling' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText('Kindling')).toBeTruthy();
  });

  it('names in the footer exactly the service libraries the app composes', async () => {
    const app = composeApp(parsePlatformSettings({}));
    render(app.element);
    const platform = await app.platform;
    const titles = Object.keys(platform?.services ?? {}).map(
      (name) => SERVICE_TITLES[name as keyof typeof SERVICE_TITLES],
    );
    expect(titles).not.toContain(undefined);
    const listed = new Intl.ListFormat('en', { type: 'conjunction' }).format(titles);
    expect(screen.getByRole('contentinfo').textContent).toContain(
      `typed Firebase service libraries (${listed} so far)`,
    );
    await platform?.dispose();
  });

  it('lists a resource card for each documentation site and the project docs', async () => {
    await renderView();
    const list = within(screen.getByRole('region', { name: 'Resources' })).getByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(RESOURCES.length);
    const links = cards.map((card) => within(card).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/docs/README.md',
      'https://firebase.google.com/docs/web/setup',
      'https://nx.dev/docs',
      'https://react.dev/learn',
      'https://vite.dev/guide/',
      'https://vitest.dev/guide/',
    ]);
    expect(links[1]?.getAttribute('rel')).toBe('noreferrer');
    expect(links[1]?.textContent).toContain('opens in a new tab');
  });

  it('shows the first next step command initially, with its button pressed', async () => {
    await renderView();
    const group = screen.getByRole('group', { name: 'Next steps' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(NEXT_STEPS.map((s) => s.label));
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(commandLine()).toBe('npx nx graph');
  });

  it('switches the command box to the command of the clicked button', async () => {
    const user = userEvent.setup();
    await renderView();
    await user.click(screen.getByRole('button', { name: 'Test what changed' }));
    expect(commandLine()).toBe('npx nx affected -t lint typecheck test build');
    expect(screen.getByRole('button', { name: 'Test what changed' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Explore the graph' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Deploy' }));
    expect(commandLine()).toBe('npx nx build web && npx firebase deploy --only hosting --project YOUR_PROJECT_ID');
  });

  it('reaches and presses the next-steps buttons from the keyboard', async () => {
    const user = userEvent.setup();
    await renderView();
    screen.getByRole('button', { name: 'Explore the graph' }).focus();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Test what changed');
    await user.keyboard('{Enter}');
    expect(commandLine()).toBe('npx nx affected -t lint typecheck test build');
    await user.tab();
    await user.keyboard(' ');
    expect(commandLine()).toBe('npm run emulators');
  });

  it('copies the shown command to the clipboard', async () => {
    const user = userEvent.setup();
    await renderView();
    await user.click(screen.getByRole('button', { name: 'Build for production' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('npx nx build web');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });
});
