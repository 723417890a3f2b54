import { expectNoSeriousViolations } from '../../src/accessibility.ts';
import { accountArea } from '../../src/account-page.ts';
import { headerLines, listenerPanel, textContrast } from '../../src/listener-panel.ts';
import { expect, test } from '../../src/memory-test.ts';
import { notesArea } from '../../src/notes-page.ts';
import { keepScreenshot } from '../../src/screenshots.ts';

for (const width of [1280, 360]) {
  test.describe(`The listener panel at ${String(width)} px on the in-memory driver`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('is readable in both themes, lists keys as paths and queries, filters, and details one subscription', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await page.evaluate(() => window.sessionStorage.clear());
      await page.reload();
      const account = accountArea(page);
      await account.open();
      await account.panel.getByRole('button', { name: 'Continue as guest' }).click();
      await expect(account.user).toHaveText('Guest');
      const notes = notesArea(page);
      await notes.add('Buy oat milk');
      await expect(notes.items).toHaveCount(1);

      const panel = listenerPanel(page);
      await panel.open();
      // The list of notes reads as its path and query; the raw key waits in its details.
      const list = panel.row('infinite · 20');
      await expect(list).toHaveCount(1);
      await expect(await panel.cell(list, 'Service')).toHaveText('firestore');
      await expect(await panel.cell(list, 'Subscription')).toContainText(/users\/[^/]+\/notes/);
      await expect(await panel.cell(list, 'Subscription')).toContainText('orderBy createdAt desc');
      await expect(panel.region.getByText(/^firestore:infinite:20:/)).toHaveCount(0);
      // Remote Config's values are the defaults, not "loading" forever.
      const values = panel.row('values').filter({ hasText: 'remote-config' });
      await expect(await panel.cell(values, 'Status')).toHaveText(/^success/);

      // Readable: the panel's text against its own background, whatever the dark header it was opened from.
      for (const text of [
        panel.region.getByRole('heading', { name: /Open listeners/ }),
        await panel.cell(list, 'Service'),
        panel.table.getByRole('columnheader', { name: 'Subscription' }),
      ]) {
        expect(await textContrast(text)).toBeGreaterThanOrEqual(4.5);
      }
      // Every column header on one line: four of them at a phone's width, five on a wider panel.
      const lines = await headerLines(panel.table);
      expect(lines).toEqual(Array.from({ length: width < 640 ? 4 : 5 }, () => 1));
      await keepScreenshot(page, testInfo, `memory-panel-${String(width)}-light`);
      await expectNoSeriousViolations(page, testInfo, '#platform-devtools');

      // Filters: by service, then by status.
      await panel.filters.getByLabel('Service').selectOption('firestore');
      await expect(panel.table.getByRole('row').filter({ hasNotText: 'Subscription' })).not.toHaveCount(0);
      for (const service of await panel.table.getByRole('row').filter({ hasNotText: 'Subscription' }).all()) {
        await expect(await panel.cell(service, 'Service')).toHaveText('firestore');
      }
      await panel.filters.getByLabel('Status').selectOption('error');
      await expect(panel.region.getByText('No subscription matches.')).toBeVisible();
      await panel.filters.getByLabel('Status').selectOption('all');
      await panel.filters.getByLabel('Service').selectOption('all');

      // One subscription in detail: readers, listeners, value, errors, history, and the raw key on demand.
      await (await panel.cell(list, 'Subscription')).getByRole('button').click();
      await expect(panel.details).toBeVisible();
      await expect(panel.details.getByLabel('Value preview')).toContainText('Buy oat milk');
      await expect(panel.details.getByText('None.')).toBeVisible();
      await expect(panel.details.getByRole('list', { name: 'History' })).toContainText('opened');
      await panel.details.getByText('Raw key').click();
      await expect(panel.details.getByText(/^firestore:infinite:20:/)).toBeVisible();
      await keepScreenshot(page, testInfo, `memory-panel-${String(width)}-detail`);

      // The dark theme, on demand; just as readable.
      await panel.region.getByRole('button', { name: 'Use the dark theme' }).click();
      await expect(panel.region.getByRole('button', { name: 'Use the light theme' })).toBeVisible();
      expect(await textContrast(panel.region.getByRole('heading', { name: /Open listeners/ }))).toBeGreaterThanOrEqual(
        4.5,
      );
      await expectNoSeriousViolations(page, testInfo, '#platform-devtools');
      await panel.details.getByRole('button', { name: '← Back' }).click();
      await expect(panel.details).toHaveCount(0);
      await expect(panel.table).toBeVisible();
      await keepScreenshot(page, testInfo, `memory-panel-${String(width)}-dark`);

      // Resizable from its top edge, and closed from within.
      const separator = panel.region.getByRole('separator', { name: 'Resize the listener panel' });
      const before = Number(await separator.getAttribute('aria-valuenow'));
      await separator.press('ArrowUp');
      await expect(separator).toHaveAttribute('aria-valuenow', String(before + 32));
      await panel.region.getByRole('button', { name: 'Close' }).click();
      await expect(panel.region).toHaveCount(0);
      await expect(panel.toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
