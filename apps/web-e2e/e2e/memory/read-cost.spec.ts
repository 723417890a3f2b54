import { expect, test } from '../../src/memory-test.ts';
import { accountArea } from '../../src/account-page.ts';
import { notesArea } from '../../src/notes-page.ts';
import { readCost } from '../../src/read-cost.ts';

/** What the Notes screen costs on the in-memory driver, which meters reads exactly as Firestore bills them. */
test.describe('Read budgets of the Notes screen, on the in-memory driver', () => {
  test('3 notes read 3 on first view, 100 re-renders read nothing, and after sign-out nothing is read', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    const account = accountArea(page);
    await account.open();
    await account.panel.getByRole('button', { name: 'Continue as guest' }).click();
    const notes = notesArea(page);
    for (const text of ['One', 'Two', 'Three']) {
      await notes.add(text);
      await expect(notes.items.filter({ hasText: text })).toBeVisible();
    }

    // A reload starts a new meter: what it shows is the first view's cost.
    await page.reload();
    await expect(notes.items).toHaveCount(3);
    const cost = readCost(page);
    expect((await cost.total()).reads).toBe(3);

    const typing = await cost.of(async () => {
      await notes.region.getByLabel('New note').pressSequentially('x'.repeat(100));
      await expect(notes.region.getByLabel('New note')).toHaveValue('x'.repeat(100));
    });
    expect(typing.reads).toBe(0);

    await account.signOut();
    await expect(notes.region).toContainText('Sign in to keep notes');
    // With no listener open, nothing more can be read.
    await expect.poll(() => cost.openListeners()).toBe(0);
  });
});
