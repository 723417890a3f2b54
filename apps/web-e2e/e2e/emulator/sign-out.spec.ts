import { expect, test } from '@playwright/test';
import { accountArea } from '../../src/account-page.ts';
import { readIndexedDb } from '../../src/device-storage.ts';
import { signInOverRest } from '../../src/firestore-server.ts';
import { onTheFirestoreEmulator, PASSWORD, signedUpWithNoNotes } from '../../src/notes-emulator.ts';
import { followChunks } from '../../src/idle-chunks.ts';

test.describe('Signing out on the emulator driver, with the IndexedDB cache', () => {
  onTheFirestoreEmulator();

  test("leaves none of the user's notes readable on the device", async ({ context, page, request }) => {
    const { server, notes } = await signedUpWithNoNotes(context, page, request, 'shared@example.com');
    const account = accountArea(page);
    await notes.add('My bank PIN is 4711');
    const user = await signInOverRest(request, 'shared@example.com', PASSWORD);
    await expect
      .poll(() => server.notes())
      .toEqual([expect.objectContaining({ uid: user.uid, text: 'My bank PIN is 4711' })]);
    await expect(notes.pending).toHaveCount(0);
    // The check can see a note where the device keeps one.
    expect(await readIndexedDb(page)).toContain('My bank PIN is 4711');

    await account.signOut();
    await expect.poll(() => readIndexedDb(page)).not.toContain('My bank PIN is 4711');
    await page.reload();
    await expect(account.region.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await readIndexedDb(page)).not.toContain('My bank PIN is 4711');
    await expect(account.region.getByRole('alert')).toHaveCount(0);
  });

  test('waits for a note that has not reached the server, and can stay signed in', async ({
    context,
    page,
    request,
  }) => {
    // The first note's code, which Firestore fetches while the page is idle, is on the device before it goes offline.
    const chunks = followChunks(page);
    const { notes } = await signedUpWithNoNotes(context, page, request, 'waiting@example.com');
    const account = accountArea(page);
    await chunks.idleFetched();
    await context.setOffline(true);
    await notes.add('Buy milk');
    await expect(notes.pending).toBeVisible();

    await account.region.getByRole('button', { name: 'Sign out' }).click();
    const waiting = account.region.getByTestId('account-sign-out-waiting');
    await expect(waiting).toBeVisible();
    await waiting.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(waiting).toHaveCount(0);
    await expect(account.user).toContainText('waiting@example.com');
    await expect(notes.items).toHaveText(['Buy milkDelete']);

    await context.setOffline(false);
    await account.signOut();
    await expect.poll(() => readIndexedDb(page)).not.toContain('Buy milk');
  });
});
