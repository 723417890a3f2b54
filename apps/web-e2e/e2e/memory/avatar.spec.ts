import { expect, test } from '../../src/memory-test.ts';
import { resolve } from 'node:path';
import { accountArea } from '../../src/account-page.ts';
import { noisyPng } from '../../src/noisy-png.ts';

/** The memory driver's upload chunks in the app (`apps/web/src/app/memory-services.ts`). */
const CHUNK_BYTES = 64 * 1024;
const CHUNK_MS = 50;

test.describe('avatar upload on the in-memory driver', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
  });

  test('a signed-in user uploads an avatar with a progress bar, pauses and resumes it, and sees it, after a reload too', async ({
    page,
  }) => {
    const account = accountArea(page);
    await account.open();
    await account.panel.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(account.user).toHaveText('Guest');

    const png = noisyPng(400);
    expect(png.length).toBeGreaterThan(400_000);
    // The memory driver sends a chunk every 50 ms of the page's clock: stopped, the test moves it on itself, so the
    // upload can neither finish before it is paused nor be seen standing still only because nothing ran.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await account.region
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });

    const progress = account.region.getByTestId('avatar-progress');
    // The upload reads the file before it reports its size and schedules its first chunk, in the same task; until the
    // size shows, moving the clock would move it past nothing.
    await expect(progress).toHaveAttribute('max', String(png.length));
    await page.clock.runFor(CHUNK_MS);
    await expect(progress).not.toHaveAttribute('value', '0');
    await account.region.getByRole('button', { name: 'Pause' }).click();
    const paused = Number(await progress.getAttribute('value'));
    expect(paused).toBeLessThan(png.length);
    // Long enough for every remaining chunk: none is sent while paused.
    await page.clock.runFor(CHUNK_MS * Math.ceil(png.length / CHUNK_BYTES));
    expect(Number(await progress.getAttribute('value'))).toBe(paused);
    await account.region.getByRole('button', { name: 'Resume' }).click();
    await page.clock.resume();

    const avatar = account.region.getByTestId('account-avatar-image');
    await expect(avatar).toBeVisible();
    await expect(progress).toBeHidden();
    expect(await avatar.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(400);
    await page.screenshot({ path: resolve(import.meta.dirname, '../../test-output/screenshots/avatar-memory.png') });

    // The photo is kept in the tab with the account: a reload shows it again.
    await page.reload();
    await expect(account.user).toHaveText('Guest');
    await expect(avatar).toBeVisible();
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(400);
  });

  test('refuses a file that is not an image, before uploading', async ({ page }) => {
    const account = accountArea(page);
    await account.open();
    await account.panel.getByRole('button', { name: 'Continue as guest' }).click();
    await account.region
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(account.region.getByRole('alert')).toHaveText('Choose a PNG, JPEG, WebP or GIF image.');
    await expect(account.region.getByTestId('avatar-progress')).toBeHidden();
  });
});
