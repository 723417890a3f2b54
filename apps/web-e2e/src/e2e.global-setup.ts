import { startAuthEmulator } from '@platform/backends';
import { findChromium } from './chromium.mjs';
import { AUTH_EMULATOR_PORT, E2E_PROJECT_ID } from './e2e-servers.mjs';

/**
 * Fails the run before any test when no browser can be found, then starts the
 * Auth emulator that the emulator-driver build of the app talks to.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const browser = findChromium();
  if (!browser.ok) throw new Error(browser.message);
  const emulator = await startAuthEmulator({ port: AUTH_EMULATOR_PORT, projectId: E2E_PROJECT_ID });
  return () => emulator.stop();
}
