import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../../src/accessibility.ts';
import { onTheFirestoreEmulator, signUp } from '../../src/notes-emulator.ts';
import { notesArea } from '../../src/notes-page.ts';
import { keepScreenshot } from '../../src/screenshots.ts';

for (const width of [1280, 360]) {
  test.describe(`The app at ${String(width)} px on the emulator driver`, () => {
    onTheFirestoreEmulator();
    test.use({ viewport: { width, height: 800 } });

    test('says what this driver does, and passes an accessibility check signed out and signed in', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      const notes = notesArea(page);
      await expect(notes.region).toContainText('stored in the Firestore emulator on this machine');
      await expect(page.getByRole('main')).not.toContainText('in-memory driver for everything');
      await expect(page.getByRole('contentinfo').getByTestId('database-status')).toHaveText(
        'Realtime Database: connected',
      );
      await keepScreenshot(page, testInfo, `emulator-app-${String(width)}-signed-out`);
      await expectNoSeriousViolations(page, testInfo);

      await signUp(page, `pages-${String(width)}@example.com`);
      await expect(notes.empty).toBeVisible();
      await notes.add('Water the plants');
      await expect(notes.items).toHaveCount(1);
      await keepScreenshot(page, testInfo, `emulator-app-${String(width)}-signed-in`);
      await expectNoSeriousViolations(page, testInfo);
    });
  });
}
