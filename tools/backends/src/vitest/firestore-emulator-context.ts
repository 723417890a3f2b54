import type { EmulatorContext } from './emulator-context.js';

/**
 * What the Firestore emulator global setup provides to tests through `inject('firestoreEmulator')`: where the
 * emulator listens, or why this machine has none (tests that need it then report skipped with that reason).
 */
export type FirestoreEmulatorContext = EmulatorContext | { readonly unavailable: string };

/** Key under which the Firestore emulator global setup provides its {@link FirestoreEmulatorContext}. */
export const FIRESTORE_EMULATOR_CONTEXT_KEY = 'firestoreEmulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Firestore emulator started by `@platform/backends/vitest/firestore-emulator.global-setup`. */
    firestoreEmulator: FirestoreEmulatorContext;
  }
}
