import { expect, test } from '@playwright/test';
import { accountArea } from '../../src/account-page.ts';
import { AUTH_EMULATOR_URL, E2E_HOST, E2E_PROJECT_ID, FIRESTORE_EMULATOR_PORT } from '../../src/e2e-servers.mjs';
import { notesArea } from '../../src/notes-page.ts';
import { isLoopbackUrl, serveGoogleApisOffline } from '../../src/offline-google/offline-google.ts';
import { recordRemoteRequests, WEBCHANNEL_NETWORK_PROBE } from '../../src/remote-requests.ts';

test.describe('Notes on the emulator driver, with Firestore out of reach', () => {
  test.beforeEach(async ({ context, request }) => {
    await request.delete(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${E2E_PROJECT_ID}/accounts`);
    await serveGoogleApisOffline(context);
    // The Firestore emulator runs, but this page never reaches it: every request to it is refused.
    await context.route(`http://${E2E_HOST}:${String(FIRESTORE_EMULATOR_PORT)}/**`, (route) =>
      route.abort('internetdisconnected'),
    );
  });

  test('a note written offline is kept on the device: it survives a reload and every tab shares it', async ({
    context,
    page,
  }) => {
    const remote = recordRemoteRequests(context);
    const answeredRemotely: string[] = [];
    context.on('response', (response) => {
      if (!isLoopbackUrl(response.url())) answeredRemotely.push(response.url());
    });
    const account = accountArea(page);
    const notes = notesArea(page);
    await page.goto('/');
    await account.open();
    await account.submitEmail('offline@example.com', 'correct-horse', 'Create account');
    await expect(account.user).toContainText('offline@example.com');
    await expect(notes.region.getByText('No notes yet.')).toBeVisible();

    await notes.add('Water the plants');
    await expect(notes.items).toHaveText(['Water the plantsDelete']);
    await expect(notes.pending).toBeVisible();

    // Only the SDK's IndexedDB cache holds the note now: no backend ever saw it.
    await page.reload();
    await expect(account.user).toContainText('offline@example.com');
    await expect(notes.items).toHaveText(['Water the plantsDelete']);
    await expect(notes.pending).toBeVisible();
    await expect(notes.region.getByRole('alert')).toHaveCount(0);

    const second = await context.newPage();
    const secondNotes = notesArea(second);
    await second.goto('/');
    await expect(secondNotes.items).toHaveText(['Water the plantsDelete']);
    await expect(secondNotes.pending).toBeVisible();

    // A note written in the second tab reaches the first one live, through the shared cache.
    await secondNotes.add('Call the bank');
    await expect(notes.items).toHaveText(['Call the bankDelete', 'Water the plantsDelete']);

    // The only requests that tried to leave are the SDK's own probes for a connection, and none got through.
    expect(remote.filter((url) => !WEBCHANNEL_NETWORK_PROBE.test(url))).toEqual([]);
    expect(answeredRemotely).toEqual([]);
  });
});
