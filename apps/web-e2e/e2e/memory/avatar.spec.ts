import { expect, test } from '@playwright/test';
import { resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import { accountArea } from '../../src/account-page.ts';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of `size`×`size` pixels of noise (so it does not compress away), for a visible upload. */
function noisyPng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  let seed = 7;
  for (let index = 0; index < rows.length; index += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    rows[index] = index % (1 + size * 3) === 0 ? 0 : seed >>> 24;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('avatar upload on the in-memory driver', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
  });

  test('a signed-in user uploads an avatar with a progress bar, pauses and resumes it, and sees it', async ({
    page,
  }) => {
    const account = accountArea(page);
    await account.open();
    await account.panel.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(account.user).toHaveText('Guest');

    const png = noisyPng(400);
    expect(png.length).toBeGreaterThan(400_000);
    await account.region
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });

    const progress = account.region.getByTestId('avatar-progress');
    await expect(progress).toBeVisible();
    await account.region.getByRole('button', { name: 'Pause' }).click();
    const paused = Number(await progress.getAttribute('value'));
    await page.waitForTimeout(300);
    expect(Number(await progress.getAttribute('value'))).toBe(paused);
    expect(paused).toBeLessThan(png.length);
    await account.region.getByRole('button', { name: 'Resume' }).click();

    const avatar = account.region.getByTestId('account-avatar-image');
    await expect(avatar).toBeVisible();
    await expect(progress).toBeHidden();
    expect(await avatar.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(400);
    await page.screenshot({ path: resolve(import.meta.dirname, '../../test-output/screenshots/avatar-memory.png') });
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
