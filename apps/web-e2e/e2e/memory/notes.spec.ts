import { expect, test } from '@playwright/test';
import { accountArea } from '../../src/account-page.ts';
import { recordRemoteRequests } from '../../src/remote-requests.ts';

test.describe('Notes on the in-memory driver', () => {
  test('a signed-in user adds a note, sees it through the live query, and deletes it, with no request leaving the page', async ({
    page,
  }) => {
    const remote = recordRemoteRequests(page);
    await page.goto('/');
    await page.evaluate(() => window.localStorage.clear());
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

    await notes.getByRole('button', { name: 'Delete note: Water the plants' }).click();
    await expect(notes.getByText('No notes yet.')).toBeVisible();
    expect(remote).toEqual([]);
  });
});
