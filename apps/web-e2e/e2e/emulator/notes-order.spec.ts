import { expect, test } from '@playwright/test';
import { onTheFirestoreEmulator, signedUpWithNoNotes } from '../../src/notes-emulator.ts';

const NOTES = 25;
const name = (n: number) => `Note ${String(n).padStart(2, '0')}`;

test.describe('The order of notes on the emulator driver', () => {
  onTheFirestoreEmulator();

  test('a burst of writes keeps the newest note on top, in order, in every state the list shows', async ({
    context,
    page,
    request,
  }) => {
    const { server, notes } = await signedUpWithNoNotes(context, page, request, 'burst@example.com');
    // Every state the list passes through, as the page renders it: a MutationObserver misses none.
    await page.evaluate(() => {
      const states: string[][] = [];
      const read = () =>
        [...document.querySelectorAll('ul[aria-label="Your notes"] > li')].map(
          (item) => item.firstElementChild?.textContent ?? '',
        );
      new MutationObserver(() => {
        const state = read();
        if (state.join('\n') !== states.at(-1)?.join('\n')) states.push(state);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      (window as unknown as { __noteStates: string[][] }).__noteStates = states;
    });

    for (let n = 1; n <= NOTES; n += 1) {
      await notes.add(name(n));
      await expect(notes.items.first().getByRole('button').first()).toHaveText(name(n));
    }
    await expect.poll(async () => (await server.notes()).length).toBe(NOTES);
    await expect(notes.items.first().getByRole('button').first()).toHaveText(name(NOTES));

    const states = await page.evaluate(() => (window as unknown as { __noteStates: string[][] }).__noteStates);
    expect(states.length).toBeGreaterThanOrEqual(NOTES);
    const outOfOrder = states.filter((state) => state.some((text, at) => at > 0 && text >= (state[at - 1] ?? '')));
    expect(outOfOrder).toEqual([]);
  });
});
