import type { TestProject } from 'vitest/node';
import { startStorageEmulator } from '../storage-emulator.js';
import { emulatorContextOf, externalEmulatorContext } from './emulator-context.js';
import { STORAGE_EMULATOR_CONTEXT_KEY } from './storage-emulator-context.js';

/**
 * Vitest global setup: serves firebase-tools' Storage emulator in the Vitest process on a free port of 127.0.0.1
 * (without its Java rules runtime: every request is allowed), provides a {@link StorageEmulatorContext} as
 * `inject('storageEmulator')`, and stops it in teardown. When `FIREBASE_STORAGE_EMULATOR_HOST` is already set (the
 * official emulator, with rules, under `firebase emulators:exec`), that emulator is used and left running.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env['FIREBASE_STORAGE_EMULATOR_HOST'];
  if (external) {
    project.provide(STORAGE_EMULATOR_CONTEXT_KEY, externalEmulatorContext(external, 9199));
    return async () => undefined;
  }
  const emulator = await startStorageEmulator();
  project.provide(STORAGE_EMULATOR_CONTEXT_KEY, emulatorContextOf(emulator));
  return () => emulator.stop();
}
