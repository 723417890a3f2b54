import { expect, test, type Page } from '@playwright/test';
import { accountArea } from '../../src/account-page.ts';
import { signInOverRest } from '../../src/firestore-server.ts';
import { onTheFirestoreEmulator, PASSWORD, signedUpWithNoNotes } from '../../src/notes-emulator.ts';
import { readCost } from '../../src/read-cost.ts';

const texts = (page: Page) =>
  page.getByRole('region', { name: 'Notes' }).getByRole('button', { name: /^Edit note/ });

/**
 * What the Notes screen costs on the Firestore emulator, in reads as Firestore bills them (see `meterFirestore`),
 * as budgets: a change that makes a screen read more fails here.
 */
test.describe('Read budgets of the Notes screen, on the Firestore emulator', () => {
  onTheFirestoreEmulator();

  test('the first view of 3 notes reads 3, and 100 re-renders of the panel read nothing', async ({
    context,
    page,
    request,
  }) => {
    const { server, notes } = await signedUpWithNoNotes(context, page, request, 'ada@example.com');
    const ada = await signInOverRest(request, 'ada@example.com', PASSWORD);
    for (const text of ['One', 'Two', 'Three']) await server.addNote(ada.uid, text);
    await expect(texts(page)).toHaveCount(3);

    // A reload starts a new meter: what it shows is the first view's cost. (Production would resume the listener
    // from the tokens kept in IndexedDB, for less; the meter forgets them with the page, so this is an upper bound.)
    await page.reload();
    await expect(texts(page)).toHaveCount(3);
    const cost = readCost(page);
    expect((await cost.total()).reads).toBeLessThanOrEqual(3);

    const typing = await cost.of(async () => {
      await notes.region.getByLabel('New note').pressSequentially('x'.repeat(100));
      await expect(notes.region.getByLabel('New note')).toHaveValue('x'.repeat(100));
    });
    expect(typing.reads).toBe(0);
  });

  test('"Show more" reads the 20 notes it shows, and an edit from another tab reads 1', async ({
    context,
    page,
    request,
  }) => {
    const { server, notes } = await signedUpWithNoNotes(context, page, request, 'lin@example.com');
    const lin = await signInOverRest(request, 'lin@example.com', PASSWORD);
    for (let n = 1; n <= 40; n += 1) await server.addNote(lin.uid, `Note ${String(n).padStart(2, '0')}`);
    await expect(texts(page)).toHaveCount(20);

    const cost = readCost(page);
    const more = await cost.of(async () => {
      await notes.region.getByRole('button', { name: 'Show more' }).click();
      await expect(texts(page)).toHaveCount(40);
    });
    expect(more.reads).toBeLessThanOrEqual(20);

    const second = await context.newPage();
    await second.goto('/');
    await expect(texts(second)).toHaveCount(20);
    const edit = await cost.of(async () => {
      await second.getByRole('button', { name: 'Edit note: Note 38' }).click();
      await second.getByRole('textbox', { name: 'Edit note', exact: true }).fill('Note 38, edited in another tab');
      await second.getByRole('button', { name: 'Save' }).click();
      await expect(texts(page).nth(2)).toHaveText('Note 38, edited in another tab');
    });
    expect(edit.reads).toBeLessThanOrEqual(1);
  });

  test('after sign-out, no listener is left open and nothing more is read', async ({ context, page, request }) => {
    const { server } = await signedUpWithNoNotes(context, page, request, 'sam@example.com');
    const sam = await signInOverRest(request, 'sam@example.com', PASSWORD);
    await server.addNote(sam.uid, 'Before');
    await expect(texts(page)).toHaveCount(1);

    const cost = readCost(page);
    await accountArea(page).signOut();
    await expect(page.getByRole('region', { name: 'Notes' })).toContainText('Sign in to keep notes');
    // The store keeps a listener open for its keep-alive after the panel unmounts; then it closes.
    await expect.poll(() => cost.openListeners()).toBe(0);
    const after = await cost.total();
    await server.addNote(sam.uid, 'After');
    await expect.poll(async () => (await server.notes()).length).toBe(2);
    expect(await cost.openListeners()).toBe(0);
    expect((await cost.total()).reads).toBe(after.reads);
  });
});
