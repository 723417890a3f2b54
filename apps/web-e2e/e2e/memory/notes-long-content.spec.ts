import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../src/memory-test.ts';
import { resolve } from 'node:path';
import { accountArea } from '../../src/account-page.ts';

const screenshotDir = resolve(import.meta.dirname, '../../test-output/screenshots');

/** A word with no place to break, as a pasted token is. */
const LONG_WORD = 'x'.repeat(300);
/** A pasted link of 2,000 characters. */
const LONG_URL = `https://example.com/search?q=${'a1b2c3d4'.repeat(250)}`.slice(0, 2000);
const MARKUP = '<b>bold</b><img src=x onerror="window.__injected=true">';

/** How far the page scrolls sideways: 0 when everything fits the viewport. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether an element lies wholly inside the viewport's width. */
async function fitsWidth(page: Page, box: { x: number; width: number } | null): Promise<boolean> {
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

async function capture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, 0));
  const path = resolve(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`notes with a 300-character word and a 2,000-character link keep the page ${String(viewport.width)} px wide`, async ({
    page,
  }, testInfo) => {
    expect(LONG_URL).toHaveLength(2000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: 'No thanks' }).click();

    const account = accountArea(page);
    await account.open();
    await account.panel.getByRole('button', { name: 'Continue as guest' }).click();
    const notes = page.getByRole('region', { name: 'Notes' });
    await expect(notes.getByText('No notes yet.')).toBeVisible();

    for (const text of [LONG_WORD, LONG_URL, MARKUP]) {
      await notes.getByLabel('New note').fill(text);
      await notes.getByRole('button', { name: 'Add note' }).click();
      await expect(notes.getByLabel('New note')).toHaveValue('');
    }
    const items = notes.getByRole('list', { name: 'Your notes' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: LONG_URL })).toHaveCount(1);
    await expect(items.filter({ hasText: LONG_WORD })).toHaveCount(1);
    // Markup in a note is its text, never part of the page.
    await expect(items.filter({ hasText: MARKUP })).toHaveCount(1);
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);

    expect(await sidewaysScroll(page)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    expect(await fitsWidth(page, await notes.getByRole('button', { name: 'Add note' }).boundingBox())).toBe(true);
    for (const item of await items.all()) {
      expect(await fitsWidth(page, await item.getByRole('button', { name: /^Delete note: / }).boundingBox())).toBe(
        true,
      );
    }
    const cards = page.getByRole('region', { name: 'Resources' }).getByRole('listitem');
    expect(await fitsWidth(page, await cards.last().boundingBox())).toBe(true);

    await capture(page, testInfo, `notes-long-content-${String(viewport.width)}`);
  });
}
