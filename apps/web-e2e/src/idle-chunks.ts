import { expect, type Page, type Request } from '@playwright/test';

const isChunk = (request: Request) => /\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname);

/**
 * Follows the app's script chunks from now on, so that a test can wait for what the app fetches while the browser is
 * idle: the parts an adapter fetches once its implementation has loaded, so that its first write works offline.
 */
export function followChunks(page: Page) {
  const inFlight = new Set<Request>();
  let requested = 0;
  page.on('request', (request) => {
    if (!isChunk(request)) return;
    requested += 1;
    inFlight.add(request);
  });
  const settled = (request: Request) => void inFlight.delete(request);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const idle = () => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

  return {
    /** Settles once a whole idle period of the page passed with no chunk in flight and none requested. */
    async idleFetched() {
      await expect
        .poll(
          async () => {
            const before = requested;
            await idle();
            return inFlight.size === 0 && requested === before;
          },
          { message: 'the chunks the app fetches while idle arrived' },
        )
        .toBe(true);
    },
  };
}
