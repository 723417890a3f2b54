import { createMemoryAppCheck } from '@platform/appcheck/memory';
import type { Driver } from '@platform/core';
import { PlatformProvider } from '@platform/react';
import { act, render, screen } from '@testing-library/react';
import { AppCheckStatus } from './appcheck-status';

const status = () => screen.getByTestId('appcheck-status');

function renderStatus(
  appcheck = createMemoryAppCheck(),
  provider: { kind: 'debug' } | null = { kind: 'debug' },
  driver: Driver = 'memory',
) {
  const activation = provider ? appcheck.activate({ provider }) : Promise.resolve();
  activation.catch(() => undefined);
  render(
    <PlatformProvider services={{ appcheck }}>
      <AppCheckStatus driver={driver} provider={provider} activation={activation} />
    </PlatformProvider>,
  );
  return appcheck;
}

describe('AppCheckStatus', () => {
  it('says App Check is off when no site key is configured', async () => {
    renderStatus(createMemoryAppCheck(), null, 'firebase');
    await act(async () => undefined);
    expect(status().textContent).toBe('App Check: off · no reCAPTCHA site key is configured');
  });

  it('says plainly that the emulator driver runs without App Check and sends nothing to Google', async () => {
    renderStatus(createMemoryAppCheck(), null, 'emulator');
    await act(async () => undefined);
    expect(status().textContent).toBe(
      'App Check: off · there is no App Check emulator, so the emulator driver sends no token exchanges to Google',
    );
  });

  it('shows the provider and when its token expires', async () => {
    renderStatus();
    expect(await screen.findByText(/token valid until/)).toBeTruthy();
    expect(status().textContent).toMatch(/^App Check: debug provider · token valid until \d\d:\d\d/);
  });

  it('shows the typed message when the token exchange is throttled', async () => {
    const appcheck = createMemoryAppCheck();
    appcheck.control.failNext('appcheck/throttled', { retryAfterMs: 60_000 });
    renderStatus(appcheck);
    await screen.findByText(/paused/);
    expect(status().textContent).toBe(
      'App Check: debug provider · App Check is paused for a while after an error. Try again in 1 min.',
    );
  });
});
