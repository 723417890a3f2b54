import { nxE2EPreset } from '@nx/playwright/preset';
import { findChromium, type ChromiumBuild } from '@platform/backends/chromium';
import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import {
  AUTH_EMULATOR_PORT,
  DATABASE_EMULATOR_PORT,
  E2E_APP_ENV,
  E2E_HOST,
  e2eApp,
  EMULATOR_APP_URL,
  FIRESTORE_EMULATOR_PORT,
  MEMORY_APP_URL,
  STORAGE_EMULATOR_PORT,
} from './src/e2e-servers.mjs';

const webRoot = resolve(import.meta.dirname, '../web');
const reuseExistingServer = !process.env['CI'];
/**
 * Builds apps/web into its own folder with the server's variables, then serves it. The two builds and servers of the
 * same project run side by side, each in its own folder and on its own port, so Vite's guard against a second process
 * for a project (`--bypass-lock`) does not apply.
 */
const buildAndPreview = (outDir: string, port: number) =>
  `npx vite build --bypass-lock --outDir ${outDir} --emptyOutDir --logLevel warn && ` +
  `npx vite preview --bypass-lock --outDir ${outDir} --host ${E2E_HOST} --port ${port} --strictPort`;

/** Desktop Chrome's settings on the Chromium build a project needs. */
const chromium = (build: ChromiumBuild) => {
  const browser = findChromium({ build });
  return {
    ...devices['Desktop Chrome'],
    launchOptions: browser.ok ? { executablePath: browser.executablePath, args: [...browser.args] } : {},
  };
};
/** Only the notification specs need the full browser: the headless shell reports every permission as denied. */
const NEEDS_BROWSER = '**/notifications.spec.ts';

/**
 * `E2E_APP=memory` or `E2E_APP=emulator` runs one build's projects with only that build's server (the `e2e-memory` and
 * `e2e-emulator` targets, which Nx runs side by side); unset, both run.
 */
const only = e2eApp(process.env[E2E_APP_ENV]);
const output = only ? `./test-output/playwright/${only}` : './test-output/playwright';
/** The entries (web servers, projects) of the build this run covers, without the `app` that names it. */
const ofThisRun = <T extends { app: 'memory' | 'emulator' }>(entries: readonly T[]): Omit<T, 'app'>[] =>
  entries.flatMap(({ app, ...entry }) => (!only || app === only ? [entry] : []));

export default defineConfig({
  ...nxE2EPreset(import.meta.dirname, { testDir: './e2e' }),
  testDir: '.',
  outputDir: `${output}/results`,
  reporter: [
    ['html', { outputFolder: `${output}/report`, open: 'on-failure' }],
    ...(process.env['CI'] ? [['blob', { outputDir: `${output}/blob-report` }] as const] : []),
  ],
  globalSetup: './src/e2e.global-setup.ts',
  forbidOnly: !!process.env['CI'],
  retries: process.env['CI'] ? 1 : 0,
  // Safety nets for a hang, not speed limits: tests wait for what the page shows, and on a machine whose cores are
  // busy with other tasks a page can take many times its usual time to show it.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    // Recording a trace costs every test CPU that CI's two cores share with the emulators, so CI records one only
    // for a retry, that is for a test that has already failed once; a local run keeps the trace of any failure.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Both apps are production builds, each made with its driver named explicitly, as a deployment would be.
  webServer: ofThisRun([
    {
      app: 'memory',
      command: buildAndPreview('dist-e2e-memory', 4300),
      cwd: webRoot,
      url: MEMORY_APP_URL,
      env: { VITE_PLATFORM_DRIVER: 'memory', VITE_SHIP_DOCS: 'true' } as Record<string, string>,
      reuseExistingServer,
      timeout: 120_000,
    },
    {
      app: 'emulator',
      command: buildAndPreview('dist-e2e-emulator', 4301),
      cwd: webRoot,
      url: EMULATOR_APP_URL,
      env: {
        VITE_PLATFORM_DRIVER: 'emulator',
        VITE_EMULATOR_HOST: E2E_HOST,
        VITE_EMULATOR_AUTH_PORT: String(AUTH_EMULATOR_PORT),
        VITE_EMULATOR_STORAGE_PORT: String(STORAGE_EMULATOR_PORT),
        VITE_EMULATOR_FIRESTORE_PORT: String(FIRESTORE_EMULATOR_PORT),
        VITE_EMULATOR_DATABASE_PORT: String(DATABASE_EMULATOR_PORT),
      } as Record<string, string>,
      reuseExistingServer,
      timeout: 120_000,
    },
  ]),
  projects: ofThisRun([
    { app: 'memory', name: 'unit', testMatch: 'src/**/*.spec.ts' },
    {
      app: 'memory',
      name: 'memory',
      testMatch: 'e2e/memory/**/*.spec.ts',
      testIgnore: NEEDS_BROWSER,
      use: { ...chromium('headless-shell'), baseURL: MEMORY_APP_URL },
    },
    {
      app: 'memory',
      name: 'memory-browser',
      testMatch: `e2e/memory/${NEEDS_BROWSER}`,
      use: { ...chromium('browser'), baseURL: MEMORY_APP_URL },
    },
    {
      app: 'emulator',
      name: 'emulator',
      testMatch: 'e2e/emulator/**/*.spec.ts',
      use: { ...chromium('headless-shell'), baseURL: EMULATOR_APP_URL },
    },
  ]),
});
