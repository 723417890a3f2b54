import { startAuthEmulator, startStorageEmulator } from '@platform/backends';
import { findChromium } from './chromium.mjs';
import { AUTH_EMULATOR_PORT, E2E_PROJECT_ID, STORAGE_EMULATOR_PORT } from './e2e-servers.mjs';

/**
 * Fails the run before any test when no browser can be found, then starts the
 * Auth and Storage emulators that the emulator-driver build of the app talks to.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const browser = findChromium();
  if (!browser.ok) throw new Error(browser.message);
  const storage = await startStorageEmulator({ port: STORAGE_EMULATOR_PORT, projectId: E2E_PROJECT_ID });
  const auth = await startAuthEmulator({ port: AUTH_EMULATOR_PORT, projectId: E2E_PROJECT_ID }).catch(
    async (error: unknown) => {
      await storage.stop();
      throw error;
    },
  );
  return async () => {
    await Promise.all([auth.stop(), storage.stop()]);
  };
}
