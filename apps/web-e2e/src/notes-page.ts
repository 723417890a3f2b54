import type { Page } from '@playwright/test';

/** The Notes panel, as a person reads it. */
export function notesArea(page: Page) {
  const region = page.getByRole('region', { name: 'Notes' });
  return {
    region,
    items: region.getByRole('list', { name: 'Your notes' }).getByRole('listitem'),
    empty: region.getByText('No notes yet.'),
    pending: region.getByText('Saved on this device, waiting to sync.'),
    async add(text: string) {
      await region.getByLabel('New note').fill(text);
      await region.getByRole('button', { name: 'Add note' }).click();
    },
  };
}
