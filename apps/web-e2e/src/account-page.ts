import { expect, type Page } from '@playwright/test';

/** The toolbar's account area, as a person uses it. */
export function accountArea(page: Page) {
  const region = page.getByRole('region', { name: 'Account' });
  const panel = page.getByRole('dialog', { name: /^Sign in to/ });
  return {
    region,
    panel,
    user: region.getByTestId('account-user'),
    error: panel.getByRole('alert'),
    async open() {
      await region.getByRole('button', { name: 'Sign in' }).click();
      await expect(panel).toBeVisible();
    },
    async submitEmail(email: string, password: string, intent: 'Sign in' | 'Create account') {
      await panel.getByLabel('Email').fill(email);
      await panel.getByLabel('Password').fill(password);
      await panel.getByRole('button', { name: intent, exact: true }).click();
    },
    /** Clicks "Continue with Google" and returns the provider's popup. */
    async openGooglePopup(): Promise<Page> {
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        panel.getByRole('button', { name: 'Continue with Google' }).click(),
      ]);
      return popup;
    },
    async signOut() {
      await region.getByRole('button', { name: 'Sign out' }).click();
      await expect(region.getByRole('button', { name: 'Sign in' })).toBeVisible();
    },
  };
}

/**
 * Records, from the first byte of every page load, whether the signed-out
 * button ever appears; read it with {@link sawSignedOutUi}.
 */
export async function watchForSignedOutUi(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = () => {
      if (document.querySelector('[data-testid="account-sign-in"]')) {
        (window as unknown as { __sawSignedOutUi: boolean }).__sawSignedOutUi = true;
      }
    };
    (window as unknown as { __sawSignedOutUi: boolean }).__sawSignedOutUi = false;
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the signed-out button appeared since this page loaded. */
export function sawSignedOutUi(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sawSignedOutUi: boolean }).__sawSignedOutUi);
}
