import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../../src/accessibility.ts';
import { headerLines, listenerPanel, textContrast } from '../../src/listener-panel.ts';
import { onTheFirestoreEmulator, signedUpWithNoNotes } from '../../src/notes-emulator.ts';
import { keepScreenshot } from '../../src/screenshots.ts';

for (const width of [1280, 360]) {
  test.describe(`The listener panel at ${String(width)} px on the emulator driver`, () => {
    onTheFirestoreEmulator();
    test.use({ viewport: { width, height: 800 } });

    test('lists the live subscriptions, readable, with Remote Config and the database connection settled', async ({
      context,
      page,
      request,
    }, testInfo) => {
      const { notes } = await signedUpWithNoNotes(context, page, request, `panel-${String(width)}@example.com`);
      await notes.add('Plant the tulips');
      await expect(notes.items).toHaveCount(1);

      const panel = listenerPanel(page);
      await panel.open();
      await expect(await panel.cell(panel.row('infinite · 20'), 'Status')).toHaveText(/^success/);
      await expect(await panel.cell(panel.row('values').filter({ hasText: 'remote-config' }), 'Status')).toHaveText(
        /^success/,
      );
      await expect(await panel.cell(panel.row('connection').filter({ hasText: 'rtdb' }), 'Status')).toHaveText(
        /^success/,
      );
      expect(await textContrast(await panel.cell(panel.row('infinite · 20'), 'Subscription'))).toBeGreaterThanOrEqual(
        4.5,
      );
      // Every column header on one line: four of them at a phone's width, five on a wider panel.
      const lines = await headerLines(panel.table);
      expect(lines).toEqual(Array.from({ length: width < 640 ? 4 : 5 }, () => 1));
      await keepScreenshot(page, testInfo, `emulator-panel-${String(width)}-light`);
      await expectNoSeriousViolations(page, testInfo, '#platform-devtools');

      await panel.region.getByRole('button', { name: 'Use the dark theme' }).click();
      const values = panel.row('values').filter({ hasText: 'remote-config' });
      await (await panel.cell(values, 'Subscription')).getByRole('button').click();
      await expect(panel.details.getByLabel('Value preview')).toContainText('welcome_title');
      expect(await textContrast(panel.details.getByLabel('Value preview'))).toBeGreaterThanOrEqual(4.5);
      await keepScreenshot(page, testInfo, `emulator-panel-${String(width)}-dark`);
      await expectNoSeriousViolations(page, testInfo, '#platform-devtools');
    });
  });
}
