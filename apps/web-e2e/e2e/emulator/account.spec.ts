import { expect, test } from '@playwright/test';
import { accountArea, sawSignedOutUi, watchForSignedOutUi } from '../../src/account-page.ts';
import { watchAppCheckRequests } from '../../src/appcheck-exchange.ts';
import { AUTH_EMULATOR_URL, E2E_PROJECT_ID } from '../../src/e2e-servers.mjs';
import { signInWithExistingAccount, signInWithNewAccount } from '../../src/offline-google/emulator-sign-in-page.ts';
import { serveGoogleApisOffline } from '../../src/offline-google/offline-google.ts';

test.describe('account on the emulator driver', () => {
  let appCheckRequests: string[];

  test.beforeEach(async ({ context, request }) => {
    await request.delete(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${E2E_PROJECT_ID}/accounts`);
    await serveGoogleApisOffline(context);
    appCheckRequests = watchAppCheckRequests(context);
  });

  // Every flow below, sign-in popups included, runs without a single request to App Check's service.
  test.afterEach(() => {
    expect(appCheckRequests).toEqual([]);
  });

  test('runs without App Check, and says so in the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('appcheck-status')).toHaveText(
      'App Check: off · there is no App Check emulator, so the emulator driver sends no token exchanges to Google',
    );
    await expect(page.getByRole('banner').getByText('Emulator driver')).toBeVisible();
  });

  test('signs up and in by email, keeps the session across a reload without a signed-out flash, and signs out', async ({
    page,
  }) => {
    const account = accountArea(page);
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Emulator driver')).toBeVisible();

    await account.open();
    await account.submitEmail('grace@example.com', 'correct-horse', 'Create account');
    await expect(account.user).toContainText('grace@example.com');

    await watchForSignedOutUi(page);
    await page.reload();
    await expect(account.user).toContainText('grace@example.com');
    expect(await sawSignedOutUi(page)).toBe(false);

    await account.signOut();
    await account.open();
    await account.submitEmail('grace@example.com', 'wrong-horse', 'Sign in');
    await expect(account.error).toHaveText(/password is incorrect|email or password is incorrect/);
    await account.submitEmail('grace@example.com', 'correct-horse', 'Sign in');
    await expect(account.user).toContainText('grace@example.com');
  });

  test('signs in with Google through the popup', async ({ page }) => {
    const account = accountArea(page);
    await page.goto('/');
    await account.open();
    const popup = await account.openGooglePopup();
    const { email } = await signInWithNewAccount(popup, { email: 'ada@example.com', displayName: 'Ada Lovelace' });
    await expect(account.user).toContainText('Ada Lovelace');
    expect(email).toBe('ada@example.com');

    await account.signOut();
    await account.open();
    await signInWithExistingAccount(await account.openGooglePopup(), 'ada@example.com');
    await expect(account.user).toContainText('Ada Lovelace');
  });

  test('shows the typed popup-closed error when the Google popup is closed', async ({ page }) => {
    const account = accountArea(page);
    await page.goto('/');
    await account.open();
    const popup = await account.openGooglePopup();
    await popup.waitForLoadState();
    await popup.close();
    // The SDK polls for a closed window every 2 s, then waits out a grace period before reporting.
    await expect(account.error).toHaveText('The sign-in window was closed before signing in finished.', {
      timeout: 20_000,
    });
    await expect(account.region.getByTestId('account-sign-in')).toHaveAttribute('aria-expanded', 'true');
  });
});
