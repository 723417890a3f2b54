import { expect, test, type Page } from '@playwright/test';
import { signInOverRest } from '../../src/firestore-server.ts';
import { onTheFirestoreEmulator, PASSWORD, signedUpWithNoNotes } from '../../src/notes-emulator.ts';
import { notesArea } from '../../src/notes-page.ts';

const texts = (page: Page) => notesArea(page).region.getByRole('button', { name: /^Edit note/ });

test.describe('Notes as a live infinite list, on the Firestore emulator', () => {
  onTheFirestoreEmulator();

  test('60 notes load a page of 20 at a time, and an edit made in a second tab shows in place on page 1', async ({
    context,
    page,
    request,
  }) => {
    const { server, notes } = await signedUpWithNoNotes(context, page, request, 'lin@example.com');
    const lin = await signInOverRest(request, 'lin@example.com', PASSWORD);
    for (let n = 1; n <= 60; n += 1) await server.addNote(lin.uid, `Note ${String(n).padStart(2, '0')}`);

    await expect(texts(page)).toHaveCount(20);
    await expect(texts(page).first()).toHaveText('Note 60');
    // The end of the list (its "Show more" button) scrolling into view loads the next page, each time.
    await notes.region.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(texts(page)).toHaveCount(40);
    await notes.region.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(texts(page)).toHaveCount(60);
    await expect(texts(page).last()).toHaveText('Note 01');
    await expect(notes.region.getByRole('button', { name: 'Show more' })).toHaveCount(0);

    const second = await context.newPage();
    await second.goto('/');
    await expect(texts(second)).toHaveCount(20);
    await second.getByRole('button', { name: 'Edit note: Note 58' }).click();
    await second.getByRole('textbox', { name: 'Edit note', exact: true }).fill('Note 58, edited in another tab');
    await second.getByRole('button', { name: 'Save' }).click();

    await expect(texts(page).nth(2)).toHaveText('Note 58, edited in another tab');
    await expect(texts(page)).toHaveCount(60);
    await expect
      .poll(async () => (await server.notes()).find((note) => note.text.startsWith('Note 58'))?.text)
      .toBe('Note 58, edited in another tab');
  });
});
