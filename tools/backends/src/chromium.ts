import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/**
 * Which Chromium a test needs:
 * - `headless-shell`: pages that need no browser UI. Debian's `chromium-headless-shell` loads a page with about a
 *   third of the CPU time of the full browser in headless mode.
 * - `browser`: the full browser, for what the shell lacks: its `Notification.permission` is always `denied`, whatever
 *   the permission store says.
 */
export type ChromiumBuild = 'headless-shell' | 'browser';

/** Where the browser came from. */
export type ChromiumSource = 'CHROMIUM_PATH' | 'debian' | 'playwright';

/** A browser to launch, or why there is none. */
export type ChromiumChoice =
  | {
      readonly ok: true;
      readonly executablePath: string;
      readonly source: ChromiumSource;
      /** The flags to launch it with. */
      readonly args: readonly string[];
    }
  | { readonly ok: false; readonly message: string };

/** What {@link findChromium} looks at. */
export interface FindChromiumOptions {
  /** Defaults to `headless-shell`. */
  readonly build?: ChromiumBuild;
  /** Defaults to `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Defaults to `existsSync`. */
  readonly exists?: (path: string) => boolean;
}

const DEBIAN = { 'headless-shell': '/usr/bin/chromium-headless-shell', browser: '/usr/bin/chromium' } as const;

/** Headless, sandbox-free under root, and off the network. */
const DEBIAN_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

const NO_CHROMIUM_MESSAGE = [
  'No Chromium found. Install one of:',
  '  - Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell',
  '  - any Chromium or Chrome, then set CHROMIUM_PATH=/path/to/chromium',
  "  - Playwright's own build: npx playwright install chromium",
].join('\n');

/**
 * Picks a Chromium without ever downloading one: `CHROMIUM_PATH`; then Debian's headless shell, when the build
 * asked for is `headless-shell`; then Debian's `/usr/bin/chromium`; then a Chromium Playwright already installed.
 * Returns the reason instead of throwing, so that loading a test configuration never fails.
 */
export function findChromium(options: FindChromiumOptions = {}): ChromiumChoice {
  const { build = 'headless-shell', env = process.env, exists = existsSync } = options;
  const fromEnv = env['CHROMIUM_PATH'];
  if (fromEnv) {
    return exists(fromEnv)
      ? { ok: true, executablePath: fromEnv, source: 'CHROMIUM_PATH', args: DEBIAN_ARGS }
      : { ok: false, message: `CHROMIUM_PATH is set to "${fromEnv}", but no file is there.\n${NO_CHROMIUM_MESSAGE}` };
  }
  const debian = build === 'headless-shell' ? [DEBIAN['headless-shell'], DEBIAN.browser] : [DEBIAN.browser];
  const found = debian.find((path) => exists(path));
  if (found) return { ok: true, executablePath: found, source: 'debian', args: DEBIAN_ARGS };
  const bundled = chromium.executablePath();
  if (bundled && exists(bundled)) return { ok: true, executablePath: bundled, source: 'playwright', args: [] };
  return { ok: false, message: NO_CHROMIUM_MESSAGE };
}

/** Launches the Chromium {@link findChromium} picks; rejects with its reason when there is none. */
export async function launchChromium(build: ChromiumBuild = 'headless-shell'): Promise<Browser> {
  const choice = findChromium({ build });
  if (!choice.ok) throw new Error(choice.message);
  return chromium.launch({ executablePath: choice.executablePath, args: [...choice.args] });
}
