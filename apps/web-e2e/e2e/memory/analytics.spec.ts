import type { Page } from '@playwright/test';
import { expect, test } from '../../src/memory-test.ts';

/** One event as the memory driver's analytics prints it: `[analytics] {"name":…,"params":…}`. */
interface RecordedEvent {
  readonly name: string;
  readonly params: Readonly<Record<string, unknown>>;
}

const PREFIX = '[analytics] ';

/** Collects every event the page's analytics records, from its console. */
function recordedEvents(page: Page): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info' && message.text().startsWith(PREFIX))
      events.push(JSON.parse(message.text().slice(PREFIX.length)) as RecordedEvent);
  });
  return events;
}

/** Lets the page finish what a click started (the platform chunk, a promise-chained log) before asserting on absence. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));

const consentBanner = (page: Page) => page.getByRole('region', { name: 'Analytics consent' });

test.describe('analytics', () => {
  test('records the screen view and a next-steps click once analytics is allowed, and remembers the choice', async ({
    page,
  }) => {
    const events = recordedEvents(page);
    await page.goto('/');
    await expect(consentBanner(page)).toBeVisible();
    await page.getByRole('button', { name: 'Test what changed' }).click();
    await settle(page);
    expect(events).toEqual([]);

    await consentBanner(page).getByRole('button', { name: 'Allow analytics' }).click();
    await expect(consentBanner(page)).toBeHidden();
    await expect
      .poll(() => events)
      .toEqual([{ name: 'screen_view', params: { firebase_screen: 'starter', firebase_screen_class: 'StarterView' } }]);

    await page.getByRole('button', { name: 'Start the emulators' }).click();
    await expect
      .poll(() => events.slice(1))
      .toEqual([{ name: 'select_content', params: { content_type: 'next-step', content_id: 'emulators' } }]);

    await page.reload();
    await expect.poll(() => events.filter((event) => event.name === 'screen_view')).toHaveLength(2);
    await expect(consentBanner(page)).toBeHidden();
  });

  test('records nothing when analytics is declined, and does not ask again', async ({ page }) => {
    const events = recordedEvents(page);
    await page.goto('/');
    await consentBanner(page).getByRole('button', { name: 'No thanks' }).click();
    await expect(consentBanner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Test what changed' }).click();

    await page.reload();
    await expect(page.getByTestId('appcheck-status')).toContainText('token valid until');
    await expect(consentBanner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Explore the graph' }).click();
    await settle(page);
    expect(events).toEqual([]);
  });
});
