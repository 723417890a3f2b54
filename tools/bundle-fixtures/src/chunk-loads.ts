import { setTimeout as delay } from 'node:timers/promises';
import type { Browser } from '@playwright/test';
import { recordRequestGraph, roundsOf } from './chunk-rounds.js';
import type { BundleChunk, ProductionBundle } from './production-bundle.js';

/** How long each chunk takes to arrive, as over a network; rounds are counted from what made each request, not when. */
const CHUNK_LATENCY_MS = 150;
/** The app has loaded what it will load once no chunk was requested for this long. */
const QUIET_MS = 800;
/** The longest a run may keep requesting chunks. */
const MAX_RUN_MS = 15_000;

/** A secure context, so that the APIs an SDK needs (service workers, push) are there. */
const ORIGIN = 'http://localhost';

/**
 * The page never reports itself idle: what an adapter fetches while the browser is idle, after a call (the parts it
 * prefetches for offline use), is not what the call waits for. The port's cost counts every chunk.
 */
const NEVER_IDLE = 'window.requestIdleCallback = () => 0;';

/** The chunks a bundle's app loads when it runs, and in how many rounds. */
export interface ChunkLoads {
  /** Every chunk requested: at start-up and by what the app then does. */
  readonly chunks: readonly BundleChunk[];
  /**
   * The rounds of chunk requests after start-up (the entry and its static imports): 0 when the app needs nothing
   * more, 1 when everything it loads is requested at once, more when a chunk's arrival asks for another: a waterfall.
   * Counted from what made each request (see {@link roundsOf}).
   */
  readonly lazyRounds: number;
}

/** The entry and every chunk it imports statically, by file name. */
function startUpChunks(bundle: ProductionBundle): Set<string> {
  const byName = new Map(bundle.chunks.map((chunk) => [chunk.fileName, chunk]));
  const names = new Set<string>();
  const visit = (name: string) => {
    if (names.has(name)) return;
    names.add(name);
    byName.get(name)?.imports.forEach(visit);
  };
  visit(bundle.entry.fileName);
  return names;
}

/**
 * Runs a bundle's app in Chromium, served from memory with every chunk delayed by the same latency and every other
 * request refused (so the SDK's own requests fail at once), and records the chunks it requests until it is quiet,
 * never idle.
 * Notifications are granted, so that a push token is requested as far as the SDK goes: the browser must be the full
 * one (`launchChromium('browser')`), as the headless shell denies every notification permission.
 */
export async function chunkLoads(bundle: ProductionBundle, browser: Browser): Promise<ChunkLoads> {
  const byPath = new Map(bundle.chunks.map((chunk) => [`/${chunk.fileName}`, chunk]));
  const requested: BundleChunk[] = [];
  const startUp = startUpChunks(bundle);
  const context = await browser.newContext({ permissions: ['notifications'] });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: NEVER_IDLE });
    const graph = await recordRequestGraph(page);
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      if (url.pathname === '/') {
        const body = `<!doctype html><script type="module" src="/${bundle.entry.fileName}"></script>`;
        return route.fulfill({ contentType: 'text/html', body });
      }
      const chunk = byPath.get(url.pathname);
      if (!chunk) return route.fulfill({ status: 404 });
      if (!requested.includes(chunk)) requested.push(chunk);
      await delay(CHUNK_LATENCY_MS);
      return route.fulfill({ contentType: 'text/javascript', body: chunk.code }).catch(() => undefined);
    });
    await page.goto(`${ORIGIN}/`);
    const started = performance.now();
    let seen = -1;
    while (seen !== requested.length && performance.now() - started < MAX_RUN_MS) {
      seen = requested.length;
      await delay(QUIET_MS);
    }
    const lazy = graph.requests().filter(({ url }) => {
      const { origin, pathname } = new URL(url);
      const chunk = origin === ORIGIN ? byPath.get(pathname) : undefined;
      return chunk !== undefined && !startUp.has(chunk.fileName);
    });
    return { chunks: requested, lazyRounds: roundsOf(lazy) };
  } finally {
    await context.close();
  }
}
