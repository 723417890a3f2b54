import { expect, test } from '@playwright/test';
import { accountArea } from '../../src/account-page.ts';
import { AUTH_EMULATOR_URL, E2E_PROJECT_ID, STORAGE_EMULATOR_PORT } from '../../src/e2e-servers.mjs';

test.describe('A user without a photo on the emulator driver', () => {
  test.beforeEach(async ({ request }) => {
    await request.delete(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${E2E_PROJECT_ID}/accounts`);
  });

  test('shows their initial, with no failed request and no console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${String(response.status())} ${response.url()}`);
    });
    // The user's folder is listed: the answer that says there is no photo.
    const listed = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.port === String(STORAGE_EMULATOR_PORT) && (url.searchParams.get('prefix') ?? '').startsWith('users/');
    });

    const account = accountArea(page);
    await page.goto('/');
    await account.open();
    await account.submitEmail('no-photo@example.com', 'correct-horse', 'Create account');
    await expect(account.user).toContainText('no-photo@example.com');
    expect((await listed).status()).toBe(200);

    await expect(account.region.getByText('N', { exact: true })).toBeVisible();
    await expect(account.region.getByTestId('account-avatar-image')).toHaveCount(0);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
});
