import type { Page } from '@playwright/test';

/** The footer's status line of the signed-in user, kept in the Realtime Database, as a person reads it. */
export function statusLine(page: Page) {
  const form = page.getByRole('form', { name: 'Your status' });
  return {
    current: form.getByTestId('user-status'),
    waiting: form.getByText('Saved on this device, waiting to sync.'),
    async set(text: string) {
      await form.getByLabel('New status').fill(text);
      await form.getByRole('button', { name: 'Set status' }).click();
    },
  };
}
