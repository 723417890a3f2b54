import { ensureFirebaseServerInstalled } from '../firebase-server-install.js';

/**
 * Vitest global setup: installs firebase-server in its own folder (from its committed lock file) once per run,
 * before any test file starts one with `startFirebaseServer()`. Nothing to do when `FIREBASE_DATABASE_EMULATOR_HOST`
 * names a running Realtime Database emulator, which the tests then use instead.
 */
export default async function setup(): Promise<void> {
  if (process.env['FIREBASE_DATABASE_EMULATOR_HOST']) return;
  await ensureFirebaseServerInstalled();
}
