/** What the Auth emulator global setup provides to tests through `inject('authEmulator')`. */
export interface AuthEmulatorContext {
  /** Host the emulator listens on. */
  readonly host: string;
  /** Port the emulator listens on. */
  readonly port: number;
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** `host:port`, as in `FIREBASE_AUTH_EMULATOR_HOST`. */
  readonly emulatorHost: string;
  /** Project id the emulator serves. */
  readonly projectId: string;
}

/** Key under which the Auth emulator global setup provides its {@link AuthEmulatorContext}. */
export const AUTH_EMULATOR_CONTEXT_KEY = 'authEmulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Auth emulator started by `@platform/backends/vitest/auth-emulator.global-setup`. */
    authEmulator: AuthEmulatorContext;
  }
}
