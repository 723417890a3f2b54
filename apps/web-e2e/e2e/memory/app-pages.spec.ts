import { expectNoSeriousViolations } from '../../src/accessibility.ts';
import { accountArea } from '../../src/account-page.ts';
import { expect, test } from '../../src/memory-test.ts';
import { notesArea } from '../../src/notes-page.ts';
import { keepScreenshot } from '../../src/screenshots.ts';

for (const width of [1280, 360]) {
  test.describe(`The app at ${String(width)} px on the in-memory driver`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('says what this driver keeps where, and passes an accessibility check signed out and signed in', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await page.evaluate(() => window.sessionStorage.clear());
      await page.reload();
      const notes = notesArea(page);
      await expect(notes.region).toContainText('keeps your account, notes and photo in this browser tab only');
      await expect(notes.region).toContainText('Sign in to keep notes: they are stored in this browser tab');
      await expect(notes.region).not.toContainText('Firestore');
      await expect(page.getByRole('contentinfo').getByTestId('database-status')).toHaveText(
        'Realtime Database: connected',
      );
      await keepScreenshot(page, testInfo, `memory-app-${String(width)}-signed-out`);
      await expectNoSeriousViolations(page, testInfo);

      const account = accountArea(page);
      await account.open();
      await account.panel.getByRole('button', { name: 'Continue as guest' }).click();
      await expect(account.user).toHaveText('Guest');
      await notes.add('Water the plants');
      await expect(notes.items).toHaveCount(1);
      await keepScreenshot(page, testInfo, `memory-app-${String(width)}-signed-in`);
      await expectNoSeriousViolations(page, testInfo);
    });
  });
}
