import { parsePlatformSettings } from '@platform/core';
import { useAuthState } from '@platform/auth/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { composeApp } from '../app/root';

/** A part of the starter view that is not one of its service slots, reading the platform through hooks. */
function SessionProbe() {
  return <p data-testid="session-probe">{useAuthState().status}</p>;
}

// The next-steps panel is part of the starter view itself, rendered by StarterView rather than passed in as a slot.
vi.mock('./next-steps-panel', async (importOriginal) => {
  const { NextStepsPanel } = await importOriginal<typeof import('./next-steps-panel')>();
  return {
    NextStepsPanel: (props: Parameters<typeof NextStepsPanel>[0]) => (
      <>
        <NextStepsPanel {...props} />
        <Suspense fallback={<p data-testid="session-probe">waiting for the platform</p>}>
          <SessionProbe />
        </Suspense>
      </>
    ),
  };
});

/**
 * The view's areas arrive in a chunk of their own, which a slow network can deliver after the services: held here
 * until the probe has read the session, so that the areas replace the Account placeholder only then.
 */
let releaseAreas = (): void => undefined;
const areasReleased = new Promise<void>((resolve) => {
  releaseAreas = resolve;
});
vi.mock('../app/platform-slots', async (importOriginal) => {
  await areasReleased;
  return importOriginal();
});

describe('StarterView under the app’s one PlatformProvider', () => {
  beforeAll(() => Promise.all([import('../app/platform-areas'), import('../app/memory-services')]));

  it('lets any component of the starter view use a platform hook, on the same services as the areas', async () => {
    const app = composeApp(parsePlatformSettings({}));
    // Awaited, so that React retries the probe once the services it suspended on arrive, as a browser does.
    await act(async () => render(app.element));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kindling' })).toBeTruthy();
    const probe = () => screen.getByTestId('session-probe').textContent;
    await waitFor(() => expect(probe()).toBe('signed-out'));
    // Looked up each time: the Account area replaces the placeholder's region with its own.
    const account = () => screen.getByRole('region', { name: 'Account' });
    expect(within(account()).getByRole('status').textContent).toBe('Checking session…');
    releaseAreas();

    const user = userEvent.setup();
    await user.click(await waitFor(() => within(account()).getByRole('button', { name: 'Sign in' })));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign in to Kindling' })).getByRole('button', {
        name: 'Continue as guest',
      }),
    );
    await waitFor(() => expect(within(account()).getByTestId('account-user').textContent).toBe('Guest'));
    expect(probe()).toBe('signed-in');
    await (await app.platform)?.dispose();
  });
});
