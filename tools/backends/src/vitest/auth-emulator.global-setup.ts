import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../auth-emulator.js';
import { AUTH_EMULATOR_CONTEXT_KEY } from './auth-emulator-context.js';
import { emulatorContextOf, externalEmulatorContext } from './emulator-context.js';

/**
 * Vitest global setup: starts one Auth emulator on free ports for the test project, sets
 * `FIREBASE_AUTH_EMULATOR_HOST`, provides an {@link AuthEmulatorContext} as `inject('authEmulator')`,
 * and stops the emulator in teardown. When `FIREBASE_AUTH_EMULATOR_HOST` is already set, that emulator is used
 * and left running.
 *
 * Reference it from a project's `vitest.config.mts` with
 * `globalSetup: ['@platform/backends/vitest/auth-emulator.global-setup']` or a relative path to this file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (external) {
    project.provide(AUTH_EMULATOR_CONTEXT_KEY, externalEmulatorContext(external, 9099));
    return async () => undefined;
  }
  const emulator = await startAuthEmulator();
  const previousHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.emulatorHost;
  project.provide(AUTH_EMULATOR_CONTEXT_KEY, emulatorContextOf(emulator));

  return async () => {
    if (previousHost === undefined) delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    else process.env['FIREBASE_AUTH_EMULATOR_HOST'] = previousHost;
    await emulator.stop();
  };
}
