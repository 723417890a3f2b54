import type { TestProject } from 'vitest/node';
import { discoverFirestoreEmulator } from '../firestore-emulator-discovery.js';
import { startFirestoreEmulator } from '../firestore-emulator.js';
import { emulatorContextOf, externalEmulatorContext } from './emulator-context.js';
import { FIRESTORE_EMULATOR_CONTEXT_KEY } from './firestore-emulator-context.js';

/**
 * Vitest global setup: finds a Firestore emulator (see `discoverFirestoreEmulator`), starts it on a free port of
 * 127.0.0.1 without rules (every request is allowed until a test loads some), sets `FIRESTORE_EMULATOR_HOST`, provides a
 * {@link FirestoreEmulatorContext} as `inject('firestoreEmulator')`, and stops it (its Java process included) in
 * teardown. When `FIRESTORE_EMULATOR_HOST` is already set (as under `firebase emulators:exec`), that emulator is used
 * and left running. Where there is none, the context carries the reason, and under `CI=true` the run fails instead.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const found = discoverFirestoreEmulator();
  if (found.kind === 'running') {
    project.provide(FIRESTORE_EMULATOR_CONTEXT_KEY, externalEmulatorContext(found.emulatorHost, 8080));
    return async () => undefined;
  }
  if (found.kind === 'unavailable') {
    if (process.env['CI'] === 'true') throw new Error(`CI needs the Firestore emulator. ${found.reason}.`);
    project.provide(FIRESTORE_EMULATOR_CONTEXT_KEY, { unavailable: found.reason });
    return async () => undefined;
  }
  const emulator = await startFirestoreEmulator({ installation: found });
  process.env['FIRESTORE_EMULATOR_HOST'] = emulator.emulatorHost;
  project.provide(FIRESTORE_EMULATOR_CONTEXT_KEY, emulatorContextOf(emulator));
  return async () => {
    delete process.env['FIRESTORE_EMULATOR_HOST'];
    await emulator.stop();
  };
}
