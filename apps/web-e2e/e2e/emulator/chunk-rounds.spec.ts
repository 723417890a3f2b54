import { setTimeout as delay } from 'node:timers/promises';
import { roundsOf } from '@platform/bundle-fixtures';
import { expect, test, type Page } from '@playwright/test';
import { accountArea } from '../../src/account-page.ts';
import { onTheFirestoreEmulator, PASSWORD } from '../../src/notes-emulator.ts';
import { notesArea } from '../../src/notes-page.ts';

/** Every script chunk arrives this late, so that chunks asked for one after another stand apart in time. */
const CHUNK_LATENCY_MS = 300;

interface Logged {
  readonly url: URL;
  readonly at: number;
}

/** Delays the app's script chunks and logs every request of the page, in order, with when it started. */
async function networkLog(page: Page): Promise<Logged[]> {
  const log: Logged[] = [];
  page.on('request', (request) => log.push({ url: new URL(request.url()), at: performance.now() }));
  await page.route('**/assets/*.js', async (route) => {
    await delay(CHUNK_LATENCY_MS);
    await route.continue();
  });
  return log;
}

const isChunk = ({ url }: Logged) => /\/assets\/[^/]+\.js$/.test(url.pathname);

/** The call's own request, to its backend's endpoint at `path`. */
const callTo = (path: string) => (url: URL) => url.pathname.includes(path);

/**
 * What the page asked for during `act`, up to the call's request: the chunks, and the rounds they were loaded in.
 */
async function roundsBefore(log: Logged[], isCall: (url: URL) => boolean, act: () => Promise<void>) {
  const from = log.length;
  await act();
  const during = log.slice(from);
  const backend = during.findIndex(({ url }) => isCall(url));
  expect(backend, 'the call reached its backend').toBeGreaterThanOrEqual(0);
  const chunks = during.slice(0, backend).filter(isChunk);
  return {
    chunks: chunks.map(({ url }) => url.pathname),
    rounds: roundsOf(
      chunks.map(({ at }) => at),
      CHUNK_LATENCY_MS,
    ),
  };
}

test.describe('each call loads its chunks in one round before its request goes out', () => {
  onTheFirestoreEmulator();

  test('creating an account, then writing the first note', async ({ page }) => {
    const log = await networkLog(page);
    const account = accountArea(page);
    const notes = notesArea(page);
    await page.goto('/');
    await account.open();

    const signUp = await roundsBefore(log, callTo('/accounts:signUp'), async () => {
      await account.submitEmail('rounds@example.com', PASSWORD, 'Create account');
      await expect(account.user).toContainText('rounds@example.com');
    });
    expect(signUp.rounds, `chunks before the sign-up request: ${signUp.chunks.join(' ')}`).toBeLessThanOrEqual(1);
    await expect(notes.empty).toBeVisible({ timeout: 30_000 });

    const write = await roundsBefore(log, callTo('/google.firestore.v1.Firestore/Write/'), async () => {
      await notes.add('One round');
      await expect(notes.items).toHaveText(['One roundDelete']);
    });
    expect(write.rounds, `chunks before the write: ${write.chunks.join(' ')}`).toBeLessThanOrEqual(1);
  });
});
