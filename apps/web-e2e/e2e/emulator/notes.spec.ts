import { expect, test, type BrowserContext } from '@playwright/test';
import { E2E_HOST, FIRESTORE_EMULATOR_PORT } from '../../src/e2e-servers.mjs';
import { firestoreServer, signInOverRest } from '../../src/firestore-server.ts';
import { onTheFirestoreEmulator, PASSWORD, signedUpWithNoNotes, signUp } from '../../src/notes-emulator.ts';
import { databaseServer } from '../../src/database-server.ts';
import { followChunks } from '../../src/idle-chunks.ts';
import { notesArea } from '../../src/notes-page.ts';
import { statusLine } from '../../src/status-line.ts';
import { serveGoogleApisOffline } from '../../src/offline-google/offline-google.ts';
import { WEBCHANNEL_NETWORK_PROBE } from '../../src/remote-requests.ts';

test.describe('Notes on the emulator driver, on the Firestore emulator with firestore.rules', () => {
  onTheFirestoreEmulator();

  test("a note reaches the server and the user's other tab, and another user neither sees nor can read it", async ({
    browser,
    context,
    page,
    request,
  }) => {
    const { remote, server, notes } = await signedUpWithNoNotes(context, page, request, 'ada@example.com');

    await notes.add('Water the plants');
    await expect(notes.items).toHaveText(['Water the plantsDelete']);
    const ada = await signInOverRest(request, 'ada@example.com', PASSWORD);
    await expect
      .poll(() => server.notes())
      .toEqual([expect.objectContaining({ uid: ada.uid, text: 'Water the plants' })]);
    await expect(notes.pending).toHaveCount(0);

    const second = await context.newPage();
    const secondNotes = notesArea(second);
    await second.goto('/');
    await expect(secondNotes.items).toHaveText(['Water the plantsDelete']);
    // A note that only the server has (written from another device) reaches both tabs live.
    await server.addNote(ada.uid, 'Call the bank');
    await expect(secondNotes.items).toHaveText(['Call the bankDelete', 'Water the plantsDelete']);
    await expect(notes.items).toHaveText(['Call the bankDelete', 'Water the plantsDelete']);

    let other: BrowserContext | undefined;
    try {
      other = await browser.newContext();
      await serveGoogleApisOffline(other);
      const bobPage = await other.newPage();
      const bobNotes = notesArea(bobPage);
      await signUp(bobPage, 'bob@example.com');
      await expect(bobNotes.empty).toBeVisible();
      await bobNotes.add('My own note');
      await expect(bobNotes.items).toHaveText(['My own noteDelete']);

      // Bob's own ID token, sent straight to Firestore's REST API: the rules refuse him Ada's note and her list.
      const bob = await signInOverRest(request, 'bob@example.com', PASSWORD);
      const [adaNote] = (await server.notes()).filter((note) => note.uid === ada.uid);
      expect(await server.readAs(bob.idToken, `users/${ada.uid}/notes/${String(adaNote?.id)}`)).toBe(403);
      expect(await server.readAs(bob.idToken, `users/${ada.uid}/notes`)).toBe(403);
      expect(await server.readAs(ada.idToken, `users/${ada.uid}/notes/${String(adaNote?.id)}`)).toBe(200);
      await expect(notes.items).toHaveText(['Call the bankDelete', 'Water the plantsDelete']);
      await expect(bobNotes.items).toHaveText(['My own noteDelete']);
      // With its backend in reach, Firestore sends nothing off the machine, not even its connectivity probe.
      expect(remote).toEqual([]);
    } finally {
      await other?.close();
    }
  });

  test('the first note and the first status line, written while the device is offline, wait on the device, then sync once it is back online', async ({
    context,
    page,
    request,
  }) => {
    // Neither write's code has been asked for: each adapter fetches it while the page is idle, once it has loaded.
    const chunks = followChunks(page);
    const { remote, server, notes } = await signedUpWithNoNotes(context, page, request, 'grace@example.com');
    const status = statusLine(page);
    const database = databaseServer(request);
    await expect(status.current).toHaveText('Your status: none yet');
    await chunks.idleFetched();

    await context.setOffline(true);
    await notes.add('Written on the train');
    await status.set('On the train');
    await expect(notes.items).toHaveText(['Written on the trainDelete']);
    await expect(notes.pending).toBeVisible();
    await expect(status.current).toHaveText('Your status: On the train');
    await expect(status.waiting).toBeVisible();
    const grace = await signInOverRest(request, 'grace@example.com', PASSWORD);
    expect(await server.notes()).toEqual([]);
    expect(await database.value(`users/${grace.uid}/status`)).toBeNull();

    await context.setOffline(false);
    await expect
      .poll(() => server.notes(), { timeout: 30_000 })
      .toEqual([expect.objectContaining({ uid: grace.uid, text: 'Written on the train' })]);
    await expect.poll(() => database.value(`users/${grace.uid}/status`)).toBe('On the train');
    await expect(notes.pending).toHaveCount(0);
    await expect(status.waiting).toHaveCount(0);
    await expect(notes.items).toHaveText(['Written on the trainDelete']);
    expect(remote.filter((url) => !WEBCHANNEL_NETWORK_PROBE.test(url))).toEqual([]);
  });

  test('a note written with Firestore out of reach survives a reload, then reaches the server exactly once', async ({
    context,
    page,
    request,
  }) => {
    const server = firestoreServer(request);
    const notes = notesArea(page);
    // From the first load, every request to the Firestore emulator is refused (Auth is still in reach).
    const firestore = `http://${E2E_HOST}:${String(FIRESTORE_EMULATOR_PORT)}/**`;
    await context.route(firestore, (route) => route.abort('internetdisconnected'));
    await signUp(page, 'lin@example.com');
    await notes.add('Written in the tunnel');
    await expect(notes.pending).toBeVisible();
    // Only the SDK's IndexedDB cache holds the note across the reload.
    await page.reload();
    await expect(notes.items).toHaveText(['Written in the tunnelDelete']);
    await expect(notes.pending).toBeVisible();
    expect(await server.notes()).toEqual([]);

    await context.unroute(firestore);
    const lin = await signInOverRest(request, 'lin@example.com', PASSWORD);
    // One note on the server: the write made before the reload was sent once, not once per page that held it.
    await expect
      .poll(() => server.notes(), { timeout: 60_000 })
      .toEqual([expect.objectContaining({ uid: lin.uid, text: 'Written in the tunnel' })]);
    await expect(notes.pending).toHaveCount(0);
    await expect(notes.items).toHaveText(['Written in the tunnelDelete']);
  });
});
