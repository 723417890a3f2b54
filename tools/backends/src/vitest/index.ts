import { inject } from 'vitest';
import { createAuthEmulatorAdmin, type AuthEmulatorAdmin } from '../auth-emulator-admin.js';
import { createFirestoreEmulatorAdmin, type FirestoreEmulatorAdmin } from '../firestore-emulator-admin.js';
import { AUTH_EMULATOR_CONTEXT_KEY, type AuthEmulatorContext } from './auth-emulator-context.js';
import type { EmulatorContext } from './emulator-context.js';
import { FIRESTORE_EMULATOR_CONTEXT_KEY } from './firestore-emulator-context.js';
import { STORAGE_EMULATOR_CONTEXT_KEY, type StorageEmulatorContext } from './storage-emulator-context.js';

export { AUTH_EMULATOR_CONTEXT_KEY, type AuthEmulatorContext } from './auth-emulator-context.js';
export { STORAGE_EMULATOR_CONTEXT_KEY, type StorageEmulatorContext } from './storage-emulator-context.js';
export { FIRESTORE_EMULATOR_CONTEXT_KEY, type FirestoreEmulatorContext } from './firestore-emulator-context.js';
export { emulatorContextOf, externalEmulatorContext, type EmulatorContext } from './emulator-context.js';

/** The Auth emulator of the current test project, with its emulator-only operations. */
export type InjectedAuthEmulator = AuthEmulatorContext & AuthEmulatorAdmin;

/**
 * Returns the Auth emulator started by the Auth emulator global setup.
 * Throws if the test project does not use that global setup.
 */
export function injectAuthEmulator(): InjectedAuthEmulator {
  const context = inject(AUTH_EMULATOR_CONTEXT_KEY);
  if (!context) {
    throw new Error(
      'No Auth emulator was provided; add "@platform/backends/vitest/auth-emulator.global-setup" to test.globalSetup in vitest.config.mts.',
    );
  }
  return { ...context, ...createAuthEmulatorAdmin(context) };
}
export { DATABASE_SERVER_CONTEXT_KEY, type DatabaseServerContext } from './firebase-server-context.js';

/**
 * Returns the Storage emulator started by the Storage emulator global setup.
 * Throws if the test project does not use that global setup.
 */
export function injectStorageEmulator(): StorageEmulatorContext {
  const context = inject(STORAGE_EMULATOR_CONTEXT_KEY);
  if (!context) {
    throw new Error(
      'No Storage emulator was provided; add "@platform/backends/vitest/storage-emulator.global-setup" to test.globalSetup in vitest.config.mts.',
    );
  }
  return context;
}

/** The Firestore emulator of the current test project with its emulator-only operations, or why there is none. */
export type InjectedFirestoreEmulator = (EmulatorContext & FirestoreEmulatorAdmin) | { readonly unavailable: string };

/**
 * Returns the Firestore emulator found or started by the Firestore emulator global setup, or the reason this machine
 * has none (skip with it). Throws if the test project does not use that global setup.
 */
export function injectFirestoreEmulator(): InjectedFirestoreEmulator {
  const context = inject(FIRESTORE_EMULATOR_CONTEXT_KEY);
  if (!context) {
    throw new Error(
      'No Firestore emulator was provided; add "@platform/backends/vitest/firestore-emulator.global-setup" to test.globalSetup in vitest.config.mts.',
    );
  }
  return 'unavailable' in context ? context : { ...context, ...createFirestoreEmulatorAdmin(context) };
}
