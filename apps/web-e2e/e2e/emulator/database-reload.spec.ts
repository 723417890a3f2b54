import { expect, test, type Page } from '@playwright/test';

const status = (page: Page) => page.getByRole('contentinfo').getByTestId('database-status');

test.describe('The Realtime Database on the emulator driver, on firebase-server', () => {
  test('connects again after a reload and in a second tab, over WebSockets, never long-polling', async ({
    context,
    page,
  }, testInfo) => {
    const longPolls: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/.lp')) longPolls.push(request.url());
    });
    await page.goto('/');
    await expect(status(page)).toHaveText('Realtime Database: connected');
    // What the SDK leaves in the origin's storage while its first connection is young: it made the next page load
    // start with long-polling, which firebase-server answers with 404.
    await page.evaluate(() => window.localStorage.setItem('firebase:previous_websocket_failure', 'true'));

    for (const [name, open] of [
      ['a reload', async () => (await page.reload(), page)],
      [
        'a second tab',
        async () => {
          const second = await context.newPage();
          await second.goto('/');
          return second;
        },
      ],
    ] as const) {
      const from = Date.now();
      const shown = await open();
      await expect(status(shown)).toHaveText('Realtime Database: connected');
      testInfo.annotations.push({
        type: 'connected',
        description: `${name}: ${String(Date.now() - from)} ms from navigation to "connected"`,
      });
    }
    expect(longPolls).toEqual([]);
  });
});
