import { test as base } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where each memory test leaves the index shapes of the app's Firestore queries, for `npm run firestore:indexes`. */
export const FIRESTORE_QUERIES_DIR = resolve(import.meta.dirname, '../test-output/playwright/memory/firestore-queries');

/**
 * Playwright's `test`, which also records every Firestore query the memory driver runs in the test's pages (it hands
 * their index shapes to `window.__firestoreQueries`, across reloads and tabs) and writes them when the test ends.
 */
export const test = base.extend<{ firestoreQueries: undefined }>({
  firestoreQueries: [
    async ({ context }, use, testInfo) => {
      const shapes = new Map<string, unknown>();
      await context.exposeFunction('__firestoreQueries', (recorded: unknown[]) => {
        for (const shape of recorded) shapes.set(JSON.stringify(shape), shape);
      });
      await use(undefined);
      mkdirSync(FIRESTORE_QUERIES_DIR, { recursive: true });
      writeFileSync(
        resolve(FIRESTORE_QUERIES_DIR, `${testInfo.testId}.json`),
        JSON.stringify({ firestoreQueries: 1, shapes: [...shapes.values()] }),
      );
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
