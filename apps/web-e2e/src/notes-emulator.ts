import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { accountArea } from './account-page.ts';
import { AUTH_EMULATOR_URL, E2E_PROJECT_ID, FIRESTORE_UNAVAILABLE_ENV } from './e2e-servers.mjs';
import { firestoreServer } from './firestore-server.ts';
import { notesArea } from './notes-page.ts';
import { serveGoogleApisOffline } from './offline-google/offline-google.ts';
import { recordRemoteRequests } from './remote-requests.ts';

/** The password of every account the Notes e2e creates. */
export const PASSWORD = 'correct-horse';

/**
 * For a `test.describe` of Notes on the Firestore emulator: skips it, with the reason, where this machine has no
 * emulator, and starts each test with no accounts, no documents and Google's scripts served offline.
 */
export function onTheFirestoreEmulator() {
  const unavailable = process.env[FIRESTORE_UNAVAILABLE_ENV];
  // eslint-disable-next-line playwright/no-skipped-test -- only where this machine has no Firestore emulator, with the reason
  test.skip(unavailable !== undefined, unavailable);

  test.beforeEach(async ({ context, request }) => {
    await request.delete(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${E2E_PROJECT_ID}/accounts`);
    await firestoreServer(request).reset();
    await serveGoogleApisOffline(context);
  });
}

/** Opens the app in `page` and creates an account for `email`. */
export async function signUp(page: Page, email: string) {
  const account = accountArea(page);
  await page.goto('/');
  await account.open();
  await account.submitEmail(email, PASSWORD, 'Create account');
  await expect(account.user).toContainText(email);
}

/** A new account signed in on the page, with its empty notes, the Firestore server and the page's remote requests. */
export async function signedUpWithNoNotes(
  context: BrowserContext,
  page: Page,
  request: APIRequestContext,
  email: string,
) {
  const remote = recordRemoteRequests(context);
  const server = firestoreServer(request);
  const notes = notesArea(page);
  await signUp(page, email);
  await expect(notes.empty).toBeVisible();
  return { remote, server, notes };
}
