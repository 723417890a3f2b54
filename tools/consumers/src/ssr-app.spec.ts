import {
  createFirestoreEmulatorAdmin,
  discoverFirestoreEmulator,
  findFreePort,
  LOOPBACK_HOST,
  startFirebaseServer,
  startFirestoreEmulator,
  startAuthEmulator,
  startNodeServerProcess,
  type RunningAuthEmulator,
  type RunningFirebaseServer,
  type RunningFirestoreEmulator,
} from '@platform/backends';
import { findChromium, launchChromium } from '@platform/backends/chromium';
import type { Browser } from '@playwright/test';
import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createConsumer, type ConsumerProject } from './consumer-project.js';
import { startFirestoreReadCounter, type FirestoreReadCounter } from './firestore-read-counter.js';
import { installedVersion } from './lockfile-subset.js';
import { sdkCopies } from './sdk-copies.js';
import { isWorkspacePackage, workspaceLibraries } from './workspace-libraries.js';

const INSTALLED = ['@platform/core', '@platform/react', '@platform/auth', '@platform/firestore', '@platform/rtdb'];
const TOOLS = ['react', 'react-dom', 'vite', '@vitejs/plugin-react', 'firebase'];
/** The workspace's firebase: 13 from the lock file, or the 12.x that `.ci/firebase-12` installed in its place. */
const FIREBASE = installedVersion('firebase');
const PROJECT_ID = 'demo-ssr';
const NAMESPACE = 'demo-ssr';
const NOTES = ['Buy milk', 'Call Ada', 'Water the plants'];
/**
 * The documents the browser's listener downloads on a page view, on the emulator (docs/server-rendering.md, "Reads
 * per page view"). The listener resumes from the server's bundle (its target carries the bundle's read time), and
 * Cloud Firestore would send only what changed since; the emulator resets every resumed target and sends it all.
 */
const BROWSER_READS_PER_VIEW = NOTES.length;

/** Public notes for everyone; a user's own notes for that user only, so a server read shows whom it reads as. */
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} { allow read: if true; }
    match /users/{uid}/notes/{id} { allow read: if request.auth != null && request.auth.uid == uid; }
  }
}`;

const libraries = workspaceLibraries();
const versionOf = (name: string) => libraries.find((library) => library.name === name)?.version ?? '';

const found = discoverFirestoreEmulator();
const browserFound = findChromium();
const missing = found.kind === 'unavailable' ? found.reason : browserFound.ok ? undefined : browserFound.message;
if (missing && process.env['CI'] === 'true') throw new Error(`CI needs this for the SSR app: ${missing}.`);

/** Writes a note through the emulator's REST API, as another client (or the server) would. */
async function writeNote(emulator: { url: string }, id: string, text: string) {
  const response = await fetch(
    `${emulator.url}/v1/projects/${PROJECT_ID}/databases/(default)/documents/notes?documentId=${id}`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { text: { stringValue: text } } }),
    },
  );
  if (!response.ok) throw new Error(`Writing a note failed: ${response.status} ${await response.text()}`);
}

/** Signs a user up on the Auth emulator and returns their id and ID token, as the browser's SDK would get them. */
async function signUp(auth: { url: string }, email: string) {
  const response = await fetch(`${auth.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-long-password', returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Signing up failed: ${response.status} ${await response.text()}`);
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  return { uid: localId, idToken };
}

async function writeGreeting(database: { url: string }, text: string) {
  const response = await fetch(`${database.url}/greeting.json?ns=${NAMESPACE}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify(text),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Writing the greeting failed: ${response.status}`);
}

describe.skipIf(missing)('a server-rendered React app outside the workspace', () => {
  let app: ConsumerProject;
  let firestore: RunningFirestoreEmulator | undefined;
  let database: RunningFirebaseServer;
  let auth: RunningAuthEmulator;
  let counter: FirestoreReadCounter;
  let server: { stop(): Promise<void>; outputTail(): string };
  let url: string;
  let browser: Browser;
  let emulatorAt: { host: string; port: number };

  beforeAll(async () => {
    const registry = inject('localRegistry');
    const emulatorStart =
      found.kind === 'unavailable'
        ? Promise.reject(new Error(found.reason))
        : found.kind === 'running'
          ? Promise.resolve(undefined)
          : startFirestoreEmulator({ installation: found, projectId: PROJECT_ID });
    const [consumer, emulator, rtdb, authEmulator] = await Promise.all([
      createConsumer({
        name: 'ssr-app',
        registry: registry.url,
        npmrc: registry.npmrc,
        template: join(import.meta.dirname, '../fixtures/ssr-app'),
        platformPackages: Object.fromEntries(INSTALLED.map((name) => [name, versionOf(name)])),
        thirdParty: Object.fromEntries(TOOLS.map((name) => [name, installedVersion(name)])),
        transitive: libraries
          .filter((library) => INSTALLED.includes(library.name))
          .flatMap((library) => Object.keys(library.dependencies))
          .filter((name) => !isWorkspacePackage(name)),
      }),
      emulatorStart,
      startFirebaseServer({ namespace: NAMESPACE }),
      startAuthEmulator({ projectId: PROJECT_ID }),
    ]);
    auth = authEmulator;
    app = consumer;
    firestore = emulator;
    database = rtdb;
    emulatorAt = firestore ?? {
      host: (process.env['FIRESTORE_EMULATOR_HOST'] ?? '').split(':')[0] ?? LOOPBACK_HOST,
      port: Number((process.env['FIRESTORE_EMULATOR_HOST'] ?? '').split(':')[1]),
    };
    await app.run('npx', ['vite', 'build', '--logLevel', 'warn']);
    await app.run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']);
    await createFirestoreEmulatorAdmin({ url: firestoreUrl(emulatorAt).url, projectId: PROJECT_ID }).loadRules(RULES);
    for (const [index, text] of NOTES.entries()) await writeNote(firestoreUrl(emulatorAt), `n${String(index)}`, text);
    await writeGreeting(database, 'Hello from the database');

    counter = await startFirestoreReadCounter(emulatorAt);
    const port = await findFreePort();
    url = `http://${LOOPBACK_HOST}:${String(port)}`;
    const settings = {
      projectId: PROJECT_ID,
      firestore: { host: emulatorAt.host, port: emulatorAt.port },
      database: { host: database.host, port: database.port, namespace: NAMESPACE },
      auth: { url: auth.url },
    };
    server = await startNodeServerProcess({
      label: 'The SSR app',
      args: ['server.mjs'],
      cwd: app.dir,
      url,
      readyUrl: `${url}/client.js`,
      timeoutMs: 30_000,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        SSR_SETTINGS: JSON.stringify(settings),
        PAGE_SETTINGS: JSON.stringify({ ...settings, firestore: { host: counter.host, port: counter.port } }),
      },
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await counter?.close();
    await Promise.all([firestore?.stop(), database?.stop(), auth?.stop()]);
    await app?.remove();
  });

  const firestoreUrl = (at: { host: string; port: number }) => ({ url: `http://${at.host}:${String(at.port)}` });

  it(`installs one firebase (${FIREBASE}) and one copy of each @firebase/* package, and bundles that copy only`, async () => {
    const root = await realpath(app.dir);
    const readManifest = async (name: string) =>
      JSON.parse(await readFile(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
        dependencies?: Record<string, string>;
      };
    const topLevelOnly = (copies: Record<string, string[]>) =>
      Object.fromEntries(Object.keys(copies).map((name) => [name, [join(root, 'node_modules', name)]]));

    // Every folder npm installed, nested ones included: one per SDK package, at the top.
    const installed = sdkCopies((await app.run('npm', ['ls', '--all', '--parseable'])).split('\n'));
    expect(installed).toEqual(topLevelOnly(installed));
    const firebase = await readManifest('firebase');
    expect(firebase.version).toBe(FIREBASE);
    const pinned = Object.entries(firebase.dependencies ?? {}).filter(([name]) => name.startsWith('@firebase/'));
    expect(pinned.length).toBeGreaterThan(0);
    for (const [name, version] of pinned)
      expect(`${name}@${(await readManifest(name)).version}`).toBe(`${name}@${version}`);

    // The browser's bundle, lazy chunks included: the SDK's modules all come from those folders.
    const modules = JSON.parse(await readFile(join(root, 'dist', 'client-modules.json'), 'utf8')) as string[];
    const bundled = sdkCopies(modules);
    expect(Object.keys(bundled)).toEqual(
      expect.arrayContaining(['@firebase/app', '@firebase/firestore', '@firebase/database']),
    );
    expect(bundled).toEqual(topLevelOnly(bundled));
  });

  it('sends the data in the HTML, hydrates it without a loading state or a warning, then follows changes live', async () => {
    const html = await (await fetch(url)).text();
    for (const note of NOTES) expect(html).toContain(note);
    expect(html).toContain('Hello from the database');
    expect(html).not.toContain('Loading');
    expect(html).not.toMatch(/owner|Bearer/);

    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('requestfailed', (request) =>
      problems.push(`${request.failure()?.errorText ?? 'failed'}: ${request.url()}`),
    );
    // From the first byte on, note every loading state the page ever shows.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __loadingSeen: string[] }).__loadingSeen = seen;
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('[data-testid$="-loading"]')) seen.push(element.outerHTML);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('[data-testid="notes"]') !== null);
    // The browser's listener is attached once the emulator says its target is current.
    await expect.poll(() => counter.targetsCurrent(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

    expect(await page.locator('[data-testid="notes"] li').allTextContents()).toEqual(NOTES);
    expect(await page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen)).toEqual([]);
    expect(problems).toEqual([]);
    const readsOnLoad = counter.documentsSent();
    expect(readsOnLoad).toBe(BROWSER_READS_PER_VIEW);
    expect(counter.targetsOpened()).toEqual({ resumed: 1, fresh: 0 });

    await writeNote(firestoreUrl(emulatorAt), 'n9', 'Zebra crossing');
    await writeGreeting(database, 'Hello again');
    await page.locator('[data-testid="notes"] li', { hasText: 'Zebra crossing' }).waitFor();
    await page.locator('[data-testid="greeting"]', { hasText: 'Hello again' }).waitFor();
    // Cloud Firestore sends the one new document; the emulator resets the target and sends the whole result again.
    expect(counter.documentsSent() - readsOnLoad).toBeGreaterThanOrEqual(1);
    expect(counter.documentsSent() - readsOnLoad).toBeLessThanOrEqual(NOTES.length + 1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("renders a signed-in user's own notes from their ID token, and never their token or another user's notes", async () => {
    const [ada, bob] = await Promise.all([signUp(auth, 'ada@example.com'), signUp(auth, 'bob@example.com')]);
    await writeUserNote(ada.uid, 'Ada: analytical engine');
    await writeUserNote(bob.uid, 'Bob: bicycle repair');
    const cacheControl: (string | null)[] = [];
    const page = async (idToken: string) => {
      const response = await fetch(`${url}/me`, { headers: { cookie: `theme=dark; __session=${idToken}` } });
      cacheControl.push(response.headers.get('cache-control'));
      return response.text();
    };
    const [adaPage, bobPage] = await Promise.all([page(ada.idToken), page(bob.idToken)]);

    // Each page is its user's alone: no shared cache may keep one and send it to the next visitor.
    expect(cacheControl).toEqual(['private, no-store', 'private, no-store']);

    expect(adaPage).toContain('Ada: analytical engine');
    expect(adaPage).not.toContain('Bob: bicycle repair');
    expect(bobPage).toContain('Bob: bicycle repair');
    expect(bobPage).not.toContain('Ada: analytical engine');
    for (const [html, token] of [
      [adaPage, ada.idToken],
      [bobPage, bob.idToken],
    ] as const) {
      expect(html).not.toContain(token);
      expect(html).not.toContain(token.split('.')[1]);
      expect(html).not.toContain(auth.url.replace('http://', ''));
    }
  });

  async function writeUserNote(uid: string, text: string) {
    const response = await fetch(
      `${firestoreUrl(emulatorAt).url}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}/notes`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
        body: JSON.stringify({ fields: { text: { stringValue: text } } }),
      },
    );
    if (!response.ok) throw new Error(`Writing a note failed: ${response.status} ${await response.text()}`);
  }
});
