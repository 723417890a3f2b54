/** What the Storage emulator global setup provides to tests through `inject('storageEmulator')`. */
export interface StorageEmulatorContext {
  /** Host the emulator listens on. */
  readonly host: string;
  /** Port the emulator listens on. */
  readonly port: number;
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** `host:port`, as in `FIREBASE_STORAGE_EMULATOR_HOST`. */
  readonly emulatorHost: string;
  /** Project id the emulator serves. */
  readonly projectId: string;
}

/** Key under which the Storage emulator global setup provides its {@link StorageEmulatorContext}. */
export const STORAGE_EMULATOR_CONTEXT_KEY = 'storageEmulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Storage emulator started by `@platform/backends/vitest/storage-emulator.global-setup`. */
    storageEmulator: StorageEmulatorContext;
  }
}
