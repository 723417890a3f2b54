import { expect, test } from '../../src/memory-test.ts';
import { recordRemoteRequests } from '../../src/remote-requests.ts';

test.describe('Realtime Database status', () => {
  test('shows in the footer that the memory driver is connected, with no request leaving the page', async ({
    page,
  }) => {
    const remote = recordRemoteRequests(page);
    await page.goto('/');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('database-status')).toHaveText('Realtime Database: connected');
    await page.reload();
    await expect(footer.getByTestId('database-status')).toHaveText('Realtime Database: connected');
    expect(remote).toEqual([]);
  });
});
