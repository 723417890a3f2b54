import type { EmulatorContext } from './emulator-context.js';

/** What the Storage emulator global setup provides to tests through `inject('storageEmulator')`. */
export type StorageEmulatorContext = EmulatorContext;

/** Key under which the Storage emulator global setup provides its {@link StorageEmulatorContext}. */
export const STORAGE_EMULATOR_CONTEXT_KEY = 'storageEmulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Storage emulator started by `@platform/backends/vitest/storage-emulator.global-setup`. */
    storageEmulator: StorageEmulatorContext;
  }
}
