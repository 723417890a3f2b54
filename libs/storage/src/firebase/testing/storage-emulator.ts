import { inject } from 'vitest';

/**
 * The Storage emulator that `tools/backends`' Vitest global setup serves and provides as `inject('storageEmulator')`:
 * firebase-tools' own, in the Vitest process here, or the official one (with rules) under `firebase emulators:exec`.
 */
export interface ProvidedStorageEmulator {
  /** Where it listens, e.g. `127.0.0.1`. */
  readonly host: string;
  /** Its port. */
  readonly port: number;
  /** e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    storageEmulator: ProvidedStorageEmulator;
  }
}

/** The Storage emulator of this test run; throws when the Vitest config does not list the global setup. */
export function injectStorageEmulator(): ProvidedStorageEmulator {
  const emulator = inject('storageEmulator');
  if (!emulator) throw new Error('No Storage emulator: add the Storage emulator global setup to vitest.config.mts.');
  return emulator;
}
