import { expect, test } from '../../src/memory-test.ts';

const TAGLINE =
  'Typed Firebase adapters for TypeScript apps: the same code on Firebase, on its emulators, or in memory.';

test.describe('Remote Config and Installations on the in-memory driver', () => {
  test('the welcome comes from Remote Config, with the app name as its default', async ({ page }) => {
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('Welcome to Kindling');
    // Once the platform is in, Remote Config answers: nothing is published in memory, so the source is the default.
    await expect(title).toHaveAttribute('data-config-source', 'default');
    await expect(page.getByText(TAGLINE)).toHaveAttribute('data-config-source', 'default');
  });

  test('the welcome is painted at once, and kept, when the platform cannot be loaded', async ({ page }) => {
    await page.route(/\/assets\/platform-areas-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Kindling');
    await expect(page.getByText(/^App Check unavailable: the app could not load it/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Kindling');
    await expect(page.getByText(TAGLINE)).toBeVisible();
  });

  test('a production build shows no installation id in the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('appcheck-status')).toContainText('token valid until');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-config-source', 'default');
    await expect(page.getByTestId('installation-id')).toHaveCount(0);
  });
});
