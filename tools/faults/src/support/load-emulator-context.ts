/**
 * Where the load scenario's own Firestore emulator listens, as the global setup provides it through
 * `inject('loadFirestoreEmulator')`; `null` on a machine without an emulator jar to start one with, where the load runs
 * on the run's emulator.
 */
type LoadEmulatorContext = { readonly host: string; readonly port: number; readonly url: string } | null;

/** Key under which the global setup provides the {@link LoadEmulatorContext}. */
export const LOAD_EMULATOR_CONTEXT_KEY = 'loadFirestoreEmulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The load scenario's own Firestore emulator, started by `backends.global-setup.ts`. */
    loadFirestoreEmulator: LoadEmulatorContext;
  }
}
