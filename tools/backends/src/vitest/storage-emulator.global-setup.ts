import type { TestProject } from 'vitest/node';
import { DEFAULT_PROJECT_ID } from '../firebase-emulator.js';
import { startStorageEmulator } from '../storage-emulator.js';
import { STORAGE_EMULATOR_CONTEXT_KEY, type StorageEmulatorContext } from './storage-emulator-context.js';

/** An emulator someone else started, e.g. `firebase emulators:exec`, which sets `FIREBASE_STORAGE_EMULATOR_HOST`. */
function externalContext(emulatorHost: string): StorageEmulatorContext {
  const [host = '127.0.0.1', port = '9199'] = emulatorHost.split(':');
  return {
    host,
    port: Number(port),
    url: `http://${emulatorHost}`,
    emulatorHost,
    projectId: process.env['GCLOUD_PROJECT'] ?? DEFAULT_PROJECT_ID,
  };
}

/**
 * Vitest global setup: serves firebase-tools' Storage emulator in the Vitest process on a free port of 127.0.0.1
 * (without its Java rules runtime: every request is allowed), provides a {@link StorageEmulatorContext} as
 * `inject('storageEmulator')`, and stops it in teardown. When `FIREBASE_STORAGE_EMULATOR_HOST` is already set (the
 * official emulator, with rules, under `firebase emulators:exec`), that emulator is used and left running.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env['FIREBASE_STORAGE_EMULATOR_HOST'];
  if (external) {
    project.provide(STORAGE_EMULATOR_CONTEXT_KEY, externalContext(external));
    return async () => undefined;
  }
  const emulator = await startStorageEmulator();
  project.provide(STORAGE_EMULATOR_CONTEXT_KEY, {
    host: emulator.host,
    port: emulator.port,
    url: emulator.url,
    emulatorHost: emulator.emulatorHost,
    projectId: emulator.projectId,
  });
  return () => emulator.stop();
}
