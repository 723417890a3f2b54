import { expect, type Page } from '@playwright/test';

/**
 * Helpers for the Auth emulator's fake identity-provider page
 * (`/emulator/auth/handler`), shown in the popup of `signInWithPopup`
 * or in the page itself for `signInWithRedirect`.
 */

export interface NewAccount {
  /** Defaults to an auto-generated address such as `otter.panda.123@example.com`. */
  email?: string;
  /** Defaults to the auto-generated name when no email is given, else none. */
  displayName?: string;
}

export interface SignedInAccount {
  email: string;
  displayName: string;
}

const isSignInPage = (url: URL): boolean => url.pathname === '/emulator/auth/handler';

/** Creates a new account on the sign-in page, signs in with it, and waits until the page is done. */
export async function signInWithNewAccount(page: Page, account: NewAccount = {}): Promise<SignedInAccount> {
  await openSignInPage(page);
  await page.locator('#add-account-button button').click();
  if (account.email === undefined) {
    await page.locator('#autogen-button').click();
  } else {
    await page.locator('#email-input').fill(account.email);
  }
  if (account.displayName !== undefined) {
    await page.locator('#display-name-input').fill(account.displayName);
  }
  const created = {
    email: await page.locator('#email-input').inputValue(),
    displayName: await page.locator('#display-name-input').inputValue(),
  };
  await page.locator('#sign-in').click();
  await waitUntilDone(page);
  return created;
}

/** Picks the emulator account with this email on the sign-in page, and waits until the page is done. */
export async function signInWithExistingAccount(page: Page, email: string): Promise<void> {
  await openSignInPage(page);
  await page
    .locator('li.js-reuse-account')
    .filter({ has: page.getByText(email, { exact: true }) })
    .first()
    .click();
  await waitUntilDone(page);
}

async function openSignInPage(page: Page): Promise<void> {
  // A new popup can still be at about:blank.
  await page.waitForURL(isSignInPage);
}

/** Done means the popup closed itself, or the redirect left the sign-in page. */
async function waitUntilDone(page: Page, timeout = 10_000): Promise<void> {
  try {
    await expect
      .poll(() => page.isClosed() || !isSignInPage(new URL(page.url())), {
        timeout,
      })
      .toBe(true);
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(`The emulator sign-in page did not finish within ${timeout} ms. It shows:\n${shown}`, {
      cause: error,
    });
  }
}
