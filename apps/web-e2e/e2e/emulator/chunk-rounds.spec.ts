import {
  recordRequestGraph,
  requestsBehind,
  roundsOf,
  type GraphRequest,
  type RequestGraph,
} from '@platform/bundle-fixtures';
import { expect, test } from '@playwright/test';
import { accountArea } from '../../src/account-page.ts';
import { onTheFirestoreEmulator, PASSWORD } from '../../src/notes-emulator.ts';
import { notesArea } from '../../src/notes-page.ts';

/** The call's own request, to its backend's endpoint at `path`. */
const callTo = (path: string) => (url: URL) => url.pathname.includes(path);

const isChunk = (url: string) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname);

/**
 * The chunks requested during `act` that the call's own request waited for, and in how many rounds: the call waits
 * for the chunks whose code is on its call stack, a chunk for the one that imports it or for those whose code asked
 * for it. A chunk requested before `act` was there already.
 */
async function roundsBefore(graph: RequestGraph, isCall: (url: URL) => boolean, act: () => Promise<void>) {
  const from = graph.requests().length;
  const callIn = (requests: readonly GraphRequest[]) => requests.find(({ url }) => isCall(new URL(url)));
  await act();
  // A write shows in the list before its request goes out: the request is waited for, not assumed to be out.
  await expect
    .poll(() => callIn(graph.requests().slice(from)) !== undefined, {
      message: 'the call reached its backend',
      timeout: 30_000,
    })
    .toBe(true);
  const during = graph.requests().slice(from);
  const call = callIn(during);
  if (!call) throw new Error('the call reached its backend, then was no longer recorded');
  expect(call.after, 'the app chunks whose code made the call').toContainEqual(expect.stringMatching(/\/assets\//));
  const chunks = during.slice(0, during.indexOf(call)).filter(({ url }) => isChunk(url));
  const behind = requestsBehind(call, chunks);
  return { chunks: behind.map(({ url }) => new URL(url).pathname), rounds: roundsOf(behind) };
}

test.describe('each call loads its chunks in one round before its request goes out', () => {
  // Emptying the emulators, a sign-up and a first write: on a loaded machine, longer than the default 30 s.
  test.slow();
  onTheFirestoreEmulator();

  test('creating an account, then writing the first note', async ({ page }) => {
    const graph = await recordRequestGraph(page);
    const account = accountArea(page);
    const notes = notesArea(page);
    await page.goto('/');
    await account.open();

    const signUp = await roundsBefore(graph, callTo('/accounts:signUp'), async () => {
      await account.submitEmail('rounds@example.com', PASSWORD, 'Create account');
      await expect(account.user).toContainText('rounds@example.com');
    });
    expect(signUp.rounds, `chunks before the sign-up request: ${signUp.chunks.join(' ')}`).toBeLessThanOrEqual(1);
    await expect(notes.empty).toBeVisible({ timeout: 30_000 });

    const write = await roundsBefore(graph, callTo('/google.firestore.v1.Firestore/Write/'), async () => {
      await notes.add('One round');
      await expect(notes.items).toHaveText(['One roundDelete']);
    });
    expect(write.rounds, `chunks before the write: ${write.chunks.join(' ')}`).toBeLessThanOrEqual(1);
  });
});
