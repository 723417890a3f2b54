import { nxE2EPreset } from '@nx/playwright/preset';
import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import { findChromium } from './src/chromium.mjs';
import { AUTH_EMULATOR_PORT, E2E_HOST, EMULATOR_APP_URL, MEMORY_APP_URL } from './src/e2e-servers.mjs';

const browser = findChromium();
const webRoot = resolve(import.meta.dirname, '../web');
const reuseExistingServer = !process.env['CI'];
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: browser.ok ? { executablePath: browser.executablePath, args: [...browser.args] } : {},
};

export default defineConfig({
  ...nxE2EPreset(import.meta.dirname, { testDir: './e2e' }),
  testDir: '.',
  outputDir: './test-output/playwright/results',
  globalSetup: './src/e2e.global-setup.ts',
  forbidOnly: !!process.env['CI'],
  retries: process.env['CI'] ? 1 : 0,
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: `npx vite preview --host ${E2E_HOST} --port 4300 --strictPort`,
      cwd: webRoot,
      url: MEMORY_APP_URL,
      reuseExistingServer,
      timeout: 60_000,
    },
    {
      command: `npx vite build --outDir dist-e2e-emulator --emptyOutDir --logLevel warn && npx vite preview --outDir dist-e2e-emulator --host ${E2E_HOST} --port 4301 --strictPort`,
      cwd: webRoot,
      url: EMULATOR_APP_URL,
      env: {
        VITE_PLATFORM_DRIVER: 'emulator',
        VITE_EMULATOR_HOST: E2E_HOST,
        VITE_EMULATOR_AUTH_PORT: String(AUTH_EMULATOR_PORT),
      },
      reuseExistingServer,
      timeout: 120_000,
    },
  ],
  projects: [
    { name: 'unit', testMatch: 'src/**/*.spec.ts' },
    { name: 'memory', testMatch: 'e2e/memory/**/*.spec.ts', use: { ...chromium, baseURL: MEMORY_APP_URL } },
    { name: 'emulator', testMatch: 'e2e/emulator/**/*.spec.ts', use: { ...chromium, baseURL: EMULATOR_APP_URL } },
  ],
});
