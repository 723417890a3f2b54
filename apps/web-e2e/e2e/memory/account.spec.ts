import { expect, test } from '../../src/memory-test.ts';
import { accountArea, sawSignedOutUi, watchForSignedOutUi } from '../../src/account-page.ts';

test.describe('account on the in-memory driver', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
  });

  test('continues as a guest and signs out', async ({ page }) => {
    const account = accountArea(page);
    await account.open();
    await account.panel.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(account.user).toHaveText('Guest');
    await account.signOut();
  });

  test('creates an account, shows typed errors, and restores the session on reload', async ({ page }) => {
    const account = accountArea(page);
    await account.open();
    await account.submitEmail('not-an-email@', 'secret1', 'Create account');
    expect(await account.panel.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(
      false,
    );

    await account.submitEmail('lin@example.com', '123', 'Create account');
    expect(
      await account.panel.getByLabel('Password').evaluate((input: HTMLInputElement) => input.validity.tooShort),
    ).toBe(true);
    await expect(account.user).toBeHidden();

    await account.submitEmail('lin@example.com', 'secret12', 'Create account');
    await expect(account.user).toContainText('lin@example.com');

    await watchForSignedOutUi(page);
    await page.reload();
    await expect(account.user).toContainText('lin@example.com');
    expect(await sawSignedOutUi(page)).toBe(false);

    await account.signOut();
    await account.open();
    await account.submitEmail('lin@example.com', 'secret13', 'Create account');
    await expect(account.error).toHaveText('An account with this email already exists.');
  });
});
