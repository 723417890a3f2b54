import { expect, test } from '../../src/memory-test.ts';
import { accountArea } from '../../src/account-page.ts';
import { recordRemoteRequests } from '../../src/remote-requests.ts';

test.describe('Notes on the in-memory driver', () => {
  test('a signed-in user adds a note, sees it through the live query, and deletes it, with no request leaving the page', async ({
    page,
  }) => {
    const remote = recordRemoteRequests(page);
    await page.goto('/');
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();

    const notes = page.getByRole('region', { name: 'Notes' });
    await expect(notes).toContainText('Sign in to keep notes');

    const account = accountArea(page);
    await account.open();
    await account.panel.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(account.user).toHaveText('Guest');
    await expect(notes.getByText('No notes yet.')).toBeVisible();

    await notes.getByLabel('New note').fill('Water the plants');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByRole('list', { name: 'Your notes' }).getByRole('listitem')).toHaveText([
      'Water the plantsDelete',
    ]);
    await expect(notes.getByLabel('New note')).toHaveValue('');

    // A tag lists its notes, newest first: a composite query that firestore.indexes.json serves.
    await notes.getByLabel('New note').fill('Buy seeds #garden');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByRole('button', { name: '#garden', exact: true }).click();
    await expect(notes.getByText('Notes tagged #garden')).toBeVisible();
    await expect(notes.getByRole('list', { name: 'Your notes' }).getByRole('listitem')).toHaveText([
      'Buy seeds #garden#gardenDelete',
    ]);
    await notes.getByRole('button', { name: 'Show all notes' }).click();
    await notes.getByRole('button', { name: 'Delete note: Buy seeds #garden' }).click();

    await notes.getByRole('button', { name: 'Delete note: Water the plants' }).click();
    await expect(notes.getByText('No notes yet.')).toBeVisible();
    expect(remote).toEqual([]);
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${String(viewport.width)} px, notes and the session survive a reload together, are kept to the tab, and the panel says so`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const notes = page.getByRole('region', { name: 'Notes' });
      const kept = notes.getByTestId('notes-persistence');
      await expect(kept).toHaveText(
        'The in-memory driver keeps your account, notes and photo in this browser tab only: they are still here after a reload, and gone when you close the tab.',
      );

      const account = accountArea(page);
      await account.open();
      await account.panel.getByRole('button', { name: 'Continue as guest' }).click();
      await expect(account.user).toHaveText('Guest');
      for (const text of ['Water the plants', 'Call the bank']) {
        await notes.getByLabel('New note').fill(text);
        await notes.getByRole('button', { name: 'Add note' }).click();
        await expect(notes.getByRole('listitem').filter({ hasText: text })).toBeVisible();
      }
      const list = notes.getByRole('list', { name: 'Your notes' }).getByRole('listitem');
      const shown = await list.allTextContents();
      expect(shown).toHaveLength(2);

      await page.reload();
      await expect(account.user).toHaveText('Guest');
      await expect(list).toHaveText(shown);
      await expect(kept).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);

      // A tab of its own starts afresh, account and notes alike: nothing is half kept.
      const other = await context.newPage();
      await other.setViewportSize(viewport);
      await other.goto('/');
      const otherNotes = other.getByRole('region', { name: 'Notes' });
      await expect(otherNotes).toContainText('Sign in to keep notes');
      await expect(accountArea(other).region.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await other.close();
      await expect(list).toHaveText(shown);
    });
  }
});
