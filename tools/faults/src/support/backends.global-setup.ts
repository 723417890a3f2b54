import type { TestProject } from 'vitest/node';
import { findFirestoreEmulatorJar, machineHost, startFirestoreEmulator } from '@platform/backends';
import startFirebaseServer from '@platform/backends/vitest/firebase-server.global-setup';
import startRunFirestoreEmulator from '@platform/backends/vitest/firestore-emulator.global-setup';
import startStorageEmulator from '@platform/backends/vitest/storage-emulator.global-setup';
import { LOAD_EMULATOR_CONTEXT_KEY } from './load-emulator-context.js';

/**
 * A Firestore emulator for the load scenario alone: on the run's emulator, its 1,000 writes would queue ahead of the
 * other Firestore scenarios' and slow them about twofold. Provided as `null` where there is no emulator jar to start.
 */
async function startLoadEmulator(project: TestProject): Promise<() => Promise<void>> {
  const installation = findFirestoreEmulatorJar(machineHost());
  if (installation.kind === 'unavailable') {
    project.provide(LOAD_EMULATOR_CONTEXT_KEY, null);
    return async () => undefined;
  }
  const emulator = await startFirestoreEmulator({ installation });
  project.provide(LOAD_EMULATOR_CONTEXT_KEY, { host: emulator.host, port: emulator.port, url: emulator.url });
  return () => emulator.stop();
}

const SETUPS = [startRunFirestoreEmulator, startStorageEmulator, startFirebaseServer, startLoadEmulator];

/**
 * The Firestore emulators' JVMs compile with C1 alone: on two busy cores, C2's compilations cost an emulator more CPU
 * than its faster code saves over a run (the load scenario's emulator took a third less CPU).
 */
const JAVA_OPTIONS = '-XX:+IgnoreUnrecognizedVMOptions -XX:TieredStopAtLevel=1';

/**
 * Vitest global setup: the backends more than one file uses, one of each for the run (the Cloud Firestore emulator,
 * the Storage emulator and firebase-server, each from its own global setup), and the load scenario's Firestore
 * emulator, started side by side rather than one after another: a start mostly waits for a process (a JVM) to come up
 * and answer. When one fails, those that started are stopped, and the run fails with its error. The Auth emulator,
 * which one file uses, is that file's to start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const javaOptions = process.env['JAVA_TOOL_OPTIONS'];
  process.env['JAVA_TOOL_OPTIONS'] = javaOptions ? `${javaOptions} ${JAVA_OPTIONS}` : JAVA_OPTIONS;
  const started = await Promise.allSettled(SETUPS.map((start) => start(project)));
  if (javaOptions === undefined) delete process.env['JAVA_TOOL_OPTIONS'];
  else process.env['JAVA_TOOL_OPTIONS'] = javaOptions;
  const teardowns = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const teardown = async () => {
    await Promise.all(teardowns.map((stop) => stop()));
  };
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}
