import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../auth-emulator.js';
import { DEFAULT_PROJECT_ID } from '../firebase-emulator.js';
import { AUTH_EMULATOR_CONTEXT_KEY, type AuthEmulatorContext } from './auth-emulator-context.js';

/** An emulator someone else started, e.g. `firebase emulators:exec`, which sets `FIREBASE_AUTH_EMULATOR_HOST`. */
function externalContext(emulatorHost: string): AuthEmulatorContext {
  const [host = '127.0.0.1', port = '9099'] = emulatorHost.split(':');
  return {
    host,
    port: Number(port),
    url: `http://${emulatorHost}`,
    emulatorHost,
    projectId: process.env['GCLOUD_PROJECT'] ?? DEFAULT_PROJECT_ID,
  };
}

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
    project.provide(AUTH_EMULATOR_CONTEXT_KEY, externalContext(external));
    return async () => undefined;
  }
  const emulator = await startAuthEmulator();
  const previousHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.emulatorHost;
  const context: AuthEmulatorContext = {
    host: emulator.host,
    port: emulator.port,
    url: emulator.url,
    emulatorHost: emulator.emulatorHost,
    projectId: emulator.projectId,
  };
  project.provide(AUTH_EMULATOR_CONTEXT_KEY, context);

  return async () => {
    if (previousHost === undefined) delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    else process.env['FIREBASE_AUTH_EMULATOR_HOST'] = previousHost;
    await emulator.stop();
  };
}
