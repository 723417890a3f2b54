import type { BrowserContext, Page, ViewportSize as Viewport } from '@playwright/test';
import { expect, test } from '../../src/memory-test.ts';

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

/** Sets Chromium's own permission store for the app's origin, as the person's site settings do. */
async function setSitePermission(context: BrowserContext, page: Page, origin: string, setting: 'prompt' | 'denied') {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting,
    origin,
    browserContextId: targetInfo.browserContextId,
  });
}

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];

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
    await setSitePermission(context, page, new URL(baseURL ?? '').origin, 'denied');
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

  /** Opens the app with the site set to ask, at `viewport`, and clicks "Turn on notifications". */
  async function askFromThePanel(page: Page, context: BrowserContext, baseURL: string | undefined, viewport: Viewport) {
    await page.setViewportSize(viewport);
    await setSitePermission(context, page, new URL(baseURL ?? '').origin, 'prompt');
    const requests = watchRequests(page);
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Notifications' });
    const permission = panel.getByTestId('notification-permission');
    await expect(permission).toHaveText('Permission: not asked yet');
    await panel.getByRole('button', { name: 'Turn on notifications' }).click();
    return { panel, permission, requests };
  }

  /** Nothing left the page, nothing was registered, and the page is no wider than the viewport. */
  async function expectNothingSent(page: Page, requests: ReturnType<typeof watchRequests>, viewport: Viewport) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    expect(requests.registrations()).toEqual([]);
    expect(requests.remote()).toEqual([]);
  }

  for (const viewport of VIEWPORTS) {
    test(`at ${String(viewport.width)} px, a prompt left unanswered reads as waiting for an answer, and says where to answer`, async ({
      page,
      context,
      baseURL,
    }) => {
      // The person has not decided yet: the prompt stays open, and the browser's answer never comes.
      await page.addInitScript(() => {
        Notification.requestPermission = () => new Promise<NotificationPermission>(() => undefined);
      });
      const { panel, permission, requests } = await askFromThePanel(page, context, baseURL, viewport);
      await expect(permission).toHaveText('Permission: waiting for your answer');
      await expect(panel.getByTestId('notifications-explanation')).toHaveText(
        'Your browser is asking whether this site may show notifications. Answer its prompt, next to the address bar; if you see none, look for a bell icon there.',
      );
      await expect(panel.getByRole('button', { name: 'Turn on notifications' })).toBeDisabled();
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
      await expectNothingSent(page, requests, viewport);
    });

    test(`at ${String(viewport.width)} px, a dismissed prompt reads as not allowed yet, explains it, and can be asked again`, async ({
      page,
      context,
      baseURL,
    }) => {
      // With the site set to ask, headless Chromium dismisses the prompt: the request resolves "default".
      const { panel, permission, requests } = await askFromThePanel(page, context, baseURL, viewport);
      await expect(permission).toHaveText('Permission: not allowed yet');
      await expect(panel.getByTestId('notifications-explanation')).toHaveText(
        'The prompt was closed without an answer, so notifications are still off. Turn them on again and choose “Allow”.',
      );
      expect(await page.evaluate(() => Notification.permission)).toBe('default');

      await panel.getByRole('button', { name: 'Turn on notifications' }).click();
      await expect(permission).toHaveText('Permission: not allowed yet');
      await expect(panel.getByTestId('push-token')).toHaveCount(0);
      await expectNothingSent(page, requests, viewport);
    });
  }
});
