import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountArea } from '../../src/account-page.ts';
import { serveGoogleApisOffline } from '../../src/offline-google/offline-google.ts';
import { signInOverRest } from '../../src/firestore-server.ts';
import { onTheFirestoreEmulator, PASSWORD, signedUpWithNoNotes } from '../../src/notes-emulator.ts';
import { notesArea } from '../../src/notes-page.ts';
import { readCost } from '../../src/read-cost.ts';

/** Puts a measured figure in the test's report, beside the budget it is held to. */
const report = (screen: string, reads: number) =>
  test.info().annotations.push({ type: 'reads', description: `${screen}: ${String(reads)}` });

/**
 * A new browser profile (no cache on the device, and a meter of its own) signed in as `email`: everything its page
 * shows comes from the backend, so a figure read once the page shows it is complete.
 */
async function freshDevice(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await serveGoogleApisOffline(context);
  const page = await context.newPage();
  await page.goto('/');
  const account = accountArea(page);
  await account.open();
  await account.submitEmail(email, PASSWORD, 'Sign in');
  await expect(account.user).toContainText(email);
  return page;
}

const texts = (page: Page) => page.getByRole('region', { name: 'Notes' }).getByRole('button', { name: /^Edit note/ });

/**
 * What the Notes screen costs on the Firestore emulator, in reads as Firestore bills them (see `meterFirestore`),
 * as budgets: a change that makes a screen read more fails here.
 */
test.describe('Read budgets of the Notes screen, on the Firestore emulator', () => {
  onTheFirestoreEmulator();

  test('the first view of 3 notes reads 3, and 100 re-renders of the panel read nothing', async ({
    browser,
    context,
    page,
    request,
  }) => {
    const { server } = await signedUpWithNoNotes(context, page, request, 'ada@example.com');
    const ada = await signInOverRest(request, 'ada@example.com', PASSWORD);
    for (const text of ['One', 'Two', 'Three']) await server.addNote(ada.uid, text);

    const device = await freshDevice(browser, 'ada@example.com');
    const notes = notesArea(device);
    await expect(texts(device)).toHaveCount(3);
    const cost = readCost(device);
    const firstView = (await cost.total()).reads;
    report('first view, 3 notes', firstView);
    expect(firstView).toBeLessThanOrEqual(3);

    const typing = await cost.of(async () => {
      await notes.region.getByLabel('New note').pressSequentially('x'.repeat(100));
      await expect(notes.region.getByLabel('New note')).toHaveValue('x'.repeat(100));
    });
    report('100 re-renders', typing.reads);
    expect(typing.reads).toBe(0);
    await device.context().close();
  });

  test('the first page reads 21 and "Show more" its 20 notes, all charged to the list\'s key, and an edit from another tab reads 1', async ({
    browser,
    context,
    page,
    request,
  }) => {
    const { server } = await signedUpWithNoNotes(context, page, request, 'lin@example.com');
    const lin = await signInOverRest(request, 'lin@example.com', PASSWORD);
    for (let n = 1; n <= 40; n += 1) await server.addNote(lin.uid, `Note ${String(n).padStart(2, '0')}`);

    // The first page reads its 20 notes and one more (to learn that more follow); "Show more" reads the next 20.
    const device = await freshDevice(browser, 'lin@example.com');
    const notes = notesArea(device);
    await expect(texts(device)).toHaveCount(20);
    // The end of the list (its "Show more" button) scrolling into view loads the next page.
    await notes.region.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(texts(device)).toHaveCount(40);
    const cost = readCost(device);
    const twoPages = (await cost.total()).reads;
    report('first page and Show more, 40 notes', twoPages);
    expect(twoPages).toBeLessThanOrEqual(41);
    expect(Object.keys(await cost.byKey())).toHaveLength(1);

    const second = await context.newPage();
    await second.goto('/');
    await expect(texts(second)).toHaveCount(20);
    const edit = await cost.of(async () => {
      await second.getByRole('button', { name: 'Edit note: Note 38' }).click();
      await second.getByRole('textbox', { name: 'Edit note', exact: true }).fill('Note 38, edited in another tab');
      await second.getByRole('button', { name: 'Save' }).click();
      await expect(texts(device).nth(2)).toHaveText('Note 38, edited in another tab');
    });
    report('edit from another tab', edit.reads);
    expect(edit.reads).toBeLessThanOrEqual(1);
    await device.context().close();
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
    const since = (await cost.total()).reads - after.reads;
    report('after sign-out', since);
    expect(since).toBe(0);
  });
});
