import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The flags that keep Debian's Chromium headless, sandbox-free under root, and off the network. */
const DEBIAN_CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

const NO_CHROMIUM_MESSAGE = [
  'No Chromium found for the end-to-end tests. Install one of:',
  '  - Debian/Ubuntu: sudo apt-get install -y chromium',
  '  - any Chromium or Chrome, then set CHROMIUM_PATH=/path/to/chromium',
  "  - Playwright's own build: npx playwright install chromium",
].join('\n');

/**
 * @typedef {{ ok: true, executablePath: string, source: 'CHROMIUM_PATH' | 'debian' | 'playwright', args: readonly string[] }
 *   | { ok: false, message: string }} ChromiumChoice
 */

/**
 * Picks the browser without ever downloading one: `CHROMIUM_PATH`, then
 * Debian's `/usr/bin/chromium`, then a Chromium that Playwright already installed.
 * Returns the reason instead of throwing, so that loading the config never fails.
 *
 * @param {Record<string, string | undefined>} [env]
 * @param {(path: string) => boolean} [exists]
 * @returns {ChromiumChoice}
 */
export function findChromium(env = process.env, exists = existsSync) {
  const fromEnv = env['CHROMIUM_PATH'];
  if (fromEnv) {
    return exists(fromEnv)
      ? { ok: true, executablePath: fromEnv, source: 'CHROMIUM_PATH', args: DEBIAN_CHROMIUM_ARGS }
      : { ok: false, message: `CHROMIUM_PATH is set to "${fromEnv}", but no file is there.\n${NO_CHROMIUM_MESSAGE}` };
  }
  if (exists(DEBIAN_CHROMIUM))
    return { ok: true, executablePath: DEBIAN_CHROMIUM, source: 'debian', args: DEBIAN_CHROMIUM_ARGS };
  const bundled = chromium.executablePath();
  if (bundled && exists(bundled)) return { ok: true, executablePath: bundled, source: 'playwright', args: [] };
  return { ok: false, message: NO_CHROMIUM_MESSAGE };
}
