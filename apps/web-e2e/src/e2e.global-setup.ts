import {
  findFirestoreEmulatorJar,
  machineHost,
  startAuthEmulator,
  startFirebaseServer,
  startFirestoreEmulator,
  startStorageEmulator,
} from '@platform/backends';
import { findChromium } from '@platform/backends/chromium';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  AUTH_EMULATOR_PORT,
  DATABASE_EMULATOR_PORT,
  E2E_APP_ENV,
  E2E_PROJECT_ID,
  e2eApp,
  FIRESTORE_EMULATOR_PORT,
  FIRESTORE_UNAVAILABLE_ENV,
  STORAGE_EMULATOR_PORT,
} from './e2e-servers.mjs';
import { FIRESTORE_QUERIES_DIR } from './memory-test.ts';

const FIRESTORE_RULES = resolve(import.meta.dirname, '../../../firestore.rules');
const DATABASE_RULES = resolve(import.meta.dirname, '../../../database.rules.json');

/**
 * Fails the run before any test when either browser the projects use can't be found, then, unless the run covers only
 * the memory build, starts the Auth, Storage and Firestore emulators and firebase-server (the Realtime Database) that
 * the emulator-driver build of the app talks to, Firestore with the repository's `firestore.rules` and firebase-server
 * with its `database.rules.json`. Where this machine has no Firestore emulator, the specs that need one skip with the
 * reason; under CI that fails the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const build of ['headless-shell', 'browser'] as const) {
    const browser = findChromium({ build });
    if (!browser.ok) throw new Error(browser.message);
  }
  // Each run records the app's Firestore queries afresh: a test that is gone leaves no index to need.
  if (e2eApp(process.env[E2E_APP_ENV]) !== 'emulator') rmSync(FIRESTORE_QUERIES_DIR, { recursive: true, force: true });
  if (e2eApp(process.env[E2E_APP_ENV]) === 'memory') return async () => undefined;
  const firestoreJar = findFirestoreEmulatorJar(machineHost());
  if (firestoreJar.kind === 'unavailable') {
    if (process.env['CI'] === 'true') throw new Error(`The e2e needs the Firestore emulator. ${firestoreJar.reason}.`);
    process.env[FIRESTORE_UNAVAILABLE_ENV] = firestoreJar.reason;
  }

  // Started together: the Auth emulator's CLI and Firestore's JVM take a few seconds each.
  const started = await Promise.allSettled([
    startStorageEmulator({ port: STORAGE_EMULATOR_PORT, projectId: E2E_PROJECT_ID }),
    startAuthEmulator({ port: AUTH_EMULATOR_PORT, projectId: E2E_PROJECT_ID }),
    startFirebaseServer({ port: DATABASE_EMULATOR_PORT, namespace: E2E_PROJECT_ID, rules: { path: DATABASE_RULES } }),
    firestoreJar.kind === 'unavailable'
      ? undefined
      : startFirestoreEmulator({
          installation: firestoreJar,
          port: FIRESTORE_EMULATOR_PORT,
          projectId: E2E_PROJECT_ID,
          rules: { path: FIRESTORE_RULES },
        }),
  ]);
  const running = started.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(running.map((backend) => backend.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
