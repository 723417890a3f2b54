import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../src/memory-test.ts';
import { resolve } from 'node:path';

const screenshotDir = resolve(import.meta.dirname, '../../test-output/screenshots');

/** A full-page screenshot from the top, so the sticky toolbar sits where a person sees it. */
async function capture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const path = resolve(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('starter view', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('shows the toolbar, resource cards, next steps and footer', async ({ page }) => {
    await expect(page).toHaveTitle('Kindling');
    const toolbar = page.getByRole('banner');
    await expect(toolbar.getByRole('link', { name: 'Kindling home' })).toBeVisible();
    await expect(toolbar.getByText('In-memory driver')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Kindling' })).toBeVisible();

    const cards = page.getByRole('region', { name: 'Resources' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    for (const name of ['Project docs', 'Firebase', 'Nx', 'React', 'Vite', 'Vitest']) {
      await expect(
        cards.getByRole('link', { name: new RegExp(`^${name}( \\(opens in a new tab\\))?$`) }),
      ).toBeVisible();
    }

    await expect(page.getByRole('group', { name: 'Next steps' }).getByRole('button')).toHaveCount(7);
    await expect(page.getByRole('contentinfo')).toContainText('Kindling');
    await expect(page.getByTestId('appcheck-status')).toHaveText(
      /^App Check: debug provider · token valid until \d\d:\d\d/,
    );
  });

  test('switches the command line when a next-steps button is clicked', async ({ page }, testInfo) => {
    const commandLine = page.getByTestId('command-line');
    await expect(commandLine).toHaveText('$ npx nx graph');

    await page.getByRole('button', { name: 'Test what changed' }).click();
    await expect(commandLine).toHaveText('$ npx nx affected -t lint typecheck test build');
    await expect(page.getByRole('button', { name: 'Test what changed' })).toHaveAttribute('aria-pressed', 'true');

    await expect(page.getByTestId('appcheck-status')).toContainText('token valid until');
    await capture(page, testInfo, 'starter-view');
  });

  test('is usable from the keyboard with a visible focus ring', async ({ page }) => {
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    // React may render the view after the load event that goto waits for; a Tab pressed before that finds no link.
    await expect(skipLink).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    await page.getByRole('button', { name: 'Start the emulators' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('command-line')).toHaveText('$ npm run emulators');
    const outline = await page
      .getByRole('button', { name: 'Start the emulators' })
      .evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('fits a 360 px wide screen without horizontal scrolling', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expect(page.getByRole('group', { name: 'Next steps' })).toBeVisible();
    await capture(page, testInfo, 'starter-view-360');
  });

  test('serves the project docs linked from the resource cards', async ({ page, request }) => {
    const href = await page.getByRole('link', { name: /^Project docs/ }).getAttribute('href');
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('# Kindling docs');
  });
});
