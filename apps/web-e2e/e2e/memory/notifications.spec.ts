import { expect, test, type Page } from '@playwright/test';

/** Every request that leaves the machine, and those to FCM's registration endpoint among them. */
function watchRequests(page: Page) {
  const remote: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') remote.push(request.url());
  });
  return {
    remote: () => [...remote],
    registrations: () => remote.filter((url) => url.includes('fcmregistrations.googleapis.com')),
  };
}

test.describe('Notifications', () => {
  test('granted: shows a token and a delivered test message, with no request leaving the page', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    const requests = watchRequests(page);
    await page.goto('/');

    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByTestId('notification-permission')).toHaveText('Permission: allowed');
    await expect(panel.getByTestId('push-token')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(panel.getByTestId('push-token')).toHaveText('Push token: memory-push-token-1');

    await panel.getByRole('button', { name: 'Send a test message' }).click();
    await expect(panel.getByTestId('push-messages')).toHaveText('Test message 1 arrived.');
    expect(requests.remote()).toEqual([]);
  });

  test('blocked: explains how to allow notifications, and never calls the registration endpoint', async ({
    page,
    context,
    baseURL,
  }) => {
    // Chromium's own permission store, as when the person blocks notifications for the site.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: new URL(baseURL ?? '').origin,
      browserContextId: targetInfo.browserContextId,
    });
    const requests = watchRequests(page);
    await page.goto('/');

    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByTestId('notification-permission')).toHaveText('Permission: blocked');
    await expect(panel.getByTestId('notifications-explanation')).toContainText(
      'allow notifications in your browser’s site settings',
    );
    await expect(panel.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    expect(requests.registrations()).toEqual([]);
    expect(requests.remote()).toEqual([]);
  });
});
