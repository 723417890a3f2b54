import { expect, test } from '@playwright/test';

test.describe('Realtime Database status', () => {
  test('shows in the footer that the memory driver is connected, with no request leaving the page', async ({
    page,
  }) => {
    const remote: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== '127.0.0.1' && hostname !== 'localhost') remote.push(request.url());
    });
    await page.goto('/');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('database-status')).toHaveText('Realtime Database: connected');
    await page.reload();
    await expect(footer.getByTestId('database-status')).toHaveText('Realtime Database: connected');
    expect(remote).toEqual([]);
  });
});
