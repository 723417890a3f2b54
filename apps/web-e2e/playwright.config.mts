import { nxE2EPreset } from '@nx/playwright/preset';
import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import { findChromium } from './src/chromium.mjs';

const baseURL = process.env['BASE_URL'] ?? 'http://127.0.0.1:4300';
const browser = findChromium();

export default defineConfig({
  ...nxE2EPreset(import.meta.dirname, { testDir: './e2e' }),
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'src/**/*.spec.ts'],
  outputDir: './test-output/playwright/results',
  globalSetup: './src/require-chromium.global-setup.mjs',
  forbidOnly: !!process.env['CI'],
  retries: process.env['CI'] ? 1 : 0,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx vite preview',
    cwd: resolve(import.meta.dirname, '../web'),
    url: baseURL,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: browser.ok ? { executablePath: browser.executablePath, args: [...browser.args] } : {},
      },
    },
  ],
});
