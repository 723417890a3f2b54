import { expect, test, type Page } from '@playwright/test';
import { accountArea } from '../../src/account-page.ts';
import { AUTH_EMULATOR_URL, E2E_PROJECT_ID, FIRESTORE_UNAVAILABLE_ENV } from '../../src/e2e-servers.mjs';
import { firestoreServer, signInOverRest } from '../../src/firestore-server.ts';
import { notesArea } from '../../src/notes-page.ts';
import { serveGoogleApisOffline } from '../../src/offline-google/offline-google.ts';

const PASSWORD = 'correct-horse';
const texts = (page: Page) => notesArea(page).region.getByRole('button', { name: /^Edit note/ });

test.describe('Notes as a live infinite list, on the Firestore emulator', () => {
  const unavailable = process.env[FIRESTORE_UNAVAILABLE_ENV];
  // eslint-disable-next-line playwright/no-skipped-test -- only where this machine has no Firestore emulator, with the reason
  test.skip(unavailable !== undefined, unavailable);

  test.beforeEach(async ({ context, request }) => {
    await request.delete(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${E2E_PROJECT_ID}/accounts`);
    await firestoreServer(request).reset();
    await serveGoogleApisOffline(context);
  });

  test('60 notes load a page of 20 at a time, and an edit made in a second tab shows in place on page 1', async ({
    context,
    page,
    request,
  }) => {
    const account = accountArea(page);
    await page.goto('/');
    await account.open();
    await account.submitEmail('lin@example.com', PASSWORD, 'Create account');
    await expect(account.user).toContainText('lin@example.com');
    const lin = await signInOverRest(request, 'lin@example.com', PASSWORD);
    const server = firestoreServer(request);
    for (let n = 1; n <= 60; n += 1) await server.addNote(lin.uid, `Note ${String(n).padStart(2, '0')}`);

    const notes = notesArea(page);
    await expect(texts(page)).toHaveCount(20);
    await expect(texts(page).first()).toHaveText('Note 60');
    // The end of the list (its "Show more" button) scrolling into view loads the next page, each time.
    await notes.region.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(texts(page)).toHaveCount(40);
    await notes.region.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(texts(page)).toHaveCount(60);
    await expect(texts(page).last()).toHaveText('Note 01');
    await expect(notes.region.getByRole('button', { name: 'Show more' })).toHaveCount(0);

    const second = await context.newPage();
    await second.goto('/');
    await expect(texts(second)).toHaveCount(20);
    await second.getByRole('button', { name: 'Edit note: Note 58' }).click();
    await second.getByRole('textbox', { name: 'Edit note', exact: true }).fill('Note 58, edited in another tab');
    await second.getByRole('button', { name: 'Save' }).click();

    await expect(texts(page).nth(2)).toHaveText('Note 58, edited in another tab');
    await expect(texts(page)).toHaveCount(60);
    await expect
      .poll(async () => (await server.notes()).find((note) => note.text.startsWith('Note 58'))?.text)
      .toBe('Note 58, edited in another tab');
  });
});
