import { launchChromium } from '@platform/backends/chromium';
import { expect, test, type Browser } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Script } from 'node:vm';

const webRoot = resolve(import.meta.dirname, '../../web');
/** The library module that words the emulator driver's warnings of missing indexes. */
const WARNINGS_SOURCE = '../../../libs/firestore/src/indexes/index-warnings.ts';
const run = promisify(execFile);

const FIREBASE_CONFIG = {
  VITE_FIREBASE_API_KEY: 'AIzaSyD-abcdefghijklmnopqrstuvwxyz01234',
  VITE_FIREBASE_AUTH_DOMAIN: 'kindling-app.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'kindling-app',
  VITE_FIREBASE_STORAGE_BUCKET: 'kindling-app.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc123def456',
};

/** Runs `vite build` of apps/web into a fresh folder with exactly these `VITE_*` variables, and returns the folder. */
async function buildWeb(variables: Record<string, string>): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'web-production-'));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: webRoot,
    env: { ...inherited, NODE_ENV: 'production', ...variables },
  });
  return outDir;
}

async function filesContaining(dir: string, text: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const hits = await Promise.all(
    files
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return (await readFile(path)).includes(text) ? [path] : [];
      }),
  );
  return hits.flat();
}

/** Opens a build in Chromium, serving its files from disk; every other request is refused. */
async function openBuild(browser: Browser, outDir: string) {
  const page = await browser.newPage();
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.host !== 'app.test') return route.abort();
    const file = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
    return route.fulfill({ path: join(outDir, file) });
  });
  await page.goto('http://app.test/');
  return page;
}

test.describe('production build of apps/web', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  /** Each set of variables is built once, by the first test that needs it: the builds are only read. */
  const builds = new Map<string, Promise<string>>();
  const built = (variables: Record<string, string>): Promise<string> => {
    const key = JSON.stringify(Object.entries(variables).sort(([a], [b]) => a.localeCompare(b)));
    const build = builds.get(key) ?? buildWeb(variables);
    builds.set(key, build);
    return build;
  };
  let browser: Browser;

  test.beforeAll(async () => {
    browser = await launchChromium();
  });

  test.afterAll(async () => {
    await browser.close();
    const dirs = await Promise.allSettled(builds.values());
    await Promise.all(
      dirs.map((dir) => (dir.status === 'fulfilled' ? rm(dir.value, { recursive: true, force: true }) : undefined)),
    );
  });

  test('never ships the App Check debug token', async () => {
    const marker = `debug-token-${crypto.randomUUID()}`;
    const plain = await built({
      VITE_PLATFORM_DRIVER: 'firebase',
      ...FIREBASE_CONFIG,
      VITE_APPCHECK_DEBUG_TOKEN: marker,
    });
    const withDebugFlag = await built({
      VITE_PLATFORM_DRIVER: 'firebase',
      ...FIREBASE_CONFIG,
      VITE_APPCHECK_DEBUG: 'true',
      VITE_APPCHECK_DEBUG_TOKEN: marker,
    });

    expect(await filesContaining(plain, FIREBASE_CONFIG.VITE_FIREBASE_APP_ID)).not.toEqual([]);
    expect(await filesContaining(plain, marker)).toEqual([]);
    expect(await filesContaining(withDebugFlag, marker)).toEqual([]);

    const page = await openBuild(browser, withDebugFlag);
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { name: 'Configuration error' })).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Configuration issues' })).toHaveText(
      /VITE_APPCHECK_DEBUG is invalid.*production build/,
    );
  });

  test('without any configuration, shows the configuration-error panel instead of running in memory', async () => {
    const bare = await built({});

    const page = await openBuild(browser, bare);
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { name: 'Configuration error' })).toBeVisible();
    await expect(panel).toContainText('VITE_PLATFORM_DRIVER=memory');
    await expect(panel.getByRole('list', { name: 'Configuration issues' }).getByRole('listitem')).toHaveText(
      Object.keys(FIREBASE_CONFIG).map((name) => new RegExp(`^${name} is missing`)),
    );
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('writes the messaging service worker at the root: one classic script with the same Firebase config', async () => {
    const outDir = await built({ VITE_PLATFORM_DRIVER: 'firebase', ...FIREBASE_CONFIG });

    const worker = await readFile(join(outDir, 'firebase-messaging-sw.js'), 'utf8');
    // The SDK registers it as a classic script: parsing it as one fails on any import or export.
    expect(() => new Script(worker)).not.toThrow();
    for (const value of Object.values(FIREBASE_CONFIG)) expect(worker).toContain(value);
    // The SDK's service-worker build registers itself as `messaging-sw`: in the worker, and in none of the app's chunks.
    expect(worker).toContain('`messaging-sw`');
    expect(await filesContaining(join(outDir, 'assets'), 'messaging-sw`')).toEqual([]);
  });

  test("ships the listener panel and the meters' global only in builds for the memory and emulator drivers, and loads it only when asked", async () => {
    const firebase = await built({ VITE_PLATFORM_DRIVER: 'firebase', ...FIREBASE_CONFIG });
    const memory = await built({ VITE_PLATFORM_DRIVER: 'memory' });

    // The panel's own text, its toggle's, and the names of the chunks they would be in.
    // The meters' global and its module, which tests read budgets through, are development's too.
    for (const marker of [
      'Open listeners',
      'Loading the listener panel',
      'devtools-panel',
      'devtools-toggle',
      '__platformCost',
      'cost-global',
      'Listener costs',
    ]) {
      expect(await filesContaining(firebase, marker)).toEqual([]);
    }
    // The emulator driver's warnings of missing indexes (its code path is in every Firebase build) are development's.
    const indexWarning = 'production refuses it without an index';
    expect(await readFile(resolve(import.meta.dirname, WARNINGS_SOURCE), 'utf8')).toContain(indexWarning);
    expect(await filesContaining(firebase, indexWarning)).toEqual([]);
    expect(await filesContaining(firebase, 'dev-index-warnings')).toEqual([]);
    expect(await filesContaining(memory, '__platformCost')).toEqual([
      expect.stringMatching(/assets\/cost-global-[\w-]+\.js$/),
    ]);
    const panelChunks = await filesContaining(memory, 'Open listeners');
    expect(panelChunks).toEqual([expect.stringMatching(/assets\/devtools-panel-[\w-]+\.js$/)]);

    const page = await openBuild(browser, memory);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    const toggle = page.getByRole('button', { name: 'Listeners' });
    await expect(toggle).toBeVisible();
    expect(loaded.filter((path) => path.includes('devtools-panel'))).toEqual([]);
    await toggle.click();
    await expect(page.getByRole('region', { name: 'Open listeners' })).toBeVisible();
    expect(loaded.filter((path) => path.includes('devtools-panel-'))).not.toEqual([]);
  });

  test('ships the project docs only when asked for them by name', async () => {
    const plain = await built({ VITE_PLATFORM_DRIVER: 'memory' });
    const withDocs = await built({ VITE_PLATFORM_DRIVER: 'memory', VITE_SHIP_DOCS: 'true' });

    expect(await filesContaining(plain, '# Kindling docs')).toEqual([]);
    expect(await filesContaining(withDocs, '# Kindling docs')).toEqual([join(withDocs, 'docs', 'README.md')]);
    const page = await openBuild(browser, plain);
    await expect(page.getByRole('link', { name: /^Nx/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Project docs/ })).toHaveCount(0);
  });
});
