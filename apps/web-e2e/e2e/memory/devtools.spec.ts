import { expect, test } from '../../src/memory-test.ts';
import { accountArea } from '../../src/account-page.ts';
import { notesArea } from '../../src/notes-page.ts';

test.describe('The listener panel on the in-memory driver', () => {
  test('shows the live infinite list of notes and its page listeners as pages load', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    // The panel first: the subscriptions appear in it as the app opens them.
    await page.getByRole('button', { name: 'Listeners' }).click();
    const panel = page.getByRole('region', { name: 'Open listeners' });
    await expect(panel.getByRole('row').filter({ hasText: 'auth' }).first()).toBeVisible();
    const list = panel.getByRole('row').filter({ hasText: 'infinite · 20' });
    await expect(list).toHaveCount(0);

    const account = accountArea(page);
    await account.open();
    await account.panel.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(account.user).toHaveText('Guest');
    const notes = notesArea(page);
    await expect(notes.empty).toBeVisible();
    // Port, key, readers, page listeners, status.
    await expect(list.getByRole('cell').nth(0)).toHaveText('firestore');
    await expect(list.getByRole('cell').nth(2)).toHaveText('1');
    await expect(list.getByRole('cell').nth(3)).toHaveText('1');
    await expect(list.getByRole('cell').nth(4)).toHaveText('success');

    for (let n = 1; n <= 25; n += 1) {
      await notes.add(`Note ${String(n)}`);
      await expect(notes.items).toHaveCount(Math.min(n, 20));
    }
    // The end of the list scrolling into view loads the second page.
    await notes.region.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(notes.items).toHaveCount(25);
    await expect(list.getByRole('cell').nth(3)).toHaveText('2');
    await expect(list.getByRole('cell').nth(2)).toHaveText('1');
    await testInfo.attach('listener panel', {
      body: await page.screenshot({ fullPage: false }),
      contentType: 'image/png',
    });

    await page.getByRole('button', { name: 'Listeners' }).click();
    await expect(panel).toHaveCount(0);
  });
});
