import { expect, test } from '@playwright/test';
import { resolve } from 'node:path';
import { accountArea } from '../../src/account-page.ts';
import { AUTH_EMULATOR_URL, E2E_HOST, E2E_PROJECT_ID, STORAGE_EMULATOR_PORT } from '../../src/e2e-servers.mjs';
import { noisyPng } from '../../src/noisy-png.ts';

test.describe('avatar upload on the emulator driver', () => {
  test.beforeEach(async ({ request }) => {
    await request.delete(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${E2E_PROJECT_ID}/accounts`);
  });

  test('a signed-in user uploads an avatar to the Storage emulator and sees it, served from there', async ({
    page,
  }) => {
    const account = accountArea(page);
    await page.goto('/');
    await account.open();
    await account.submitEmail('avatar@example.com', 'correct-horse', 'Create account');
    await expect(account.user).toContainText('avatar@example.com');

    await account.region
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: noisyPng(200) });

    const avatar = account.region.getByTestId('account-avatar-image');
    await expect(avatar).toBeVisible({ timeout: 20_000 });
    expect(await avatar.getAttribute('src')).toMatch(
      new RegExp(`^http://${E2E_HOST.replaceAll('.', '\\.')}:${STORAGE_EMULATOR_PORT}/v0/b/[^/]+/o/users%2F`),
    );
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
    await page.screenshot({ path: resolve(import.meta.dirname, '../../test-output/screenshots/avatar-emulator.png') });
  });
});
