import { createAuthEmulatorAdmin, type AuthEmulatorAdmin } from './auth-emulator-admin.js';
import {
  startFirebaseEmulator,
  type EmulatorDefinition,
  type EmulatorLaunchOptions,
  type RunningEmulator,
} from './firebase-emulator.js';
import type { LocalBackend } from './local-backend.js';

/** Options for {@link startAuthEmulator}. */
export type AuthEmulatorOptions = EmulatorLaunchOptions;

/** A running Auth emulator with its emulator-only operations. */
export interface RunningAuthEmulator extends RunningEmulator, AuthEmulatorAdmin {}

async function isAuthEmulatorReady(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  const body = (await response.json().catch(() => undefined)) as { authEmulator?: { ready?: unknown } } | undefined;
  return body?.authEmulator?.ready === true;
}

/** How firebase-tools' Auth emulator is started and recognised. */
export const AUTH_EMULATOR: EmulatorDefinition = {
  emulator: 'auth',
  label: 'Auth emulator',
  readyPath: '/',
  isReady: isAuthEmulatorReady,
};

/**
 * Starts firebase-tools' Auth emulator on 127.0.0.1 and resolves once it answers.
 *
 * Without `configPath` it listens on free ports, so several runs can coexist.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<RunningAuthEmulator> {
  const running = await startFirebaseEmulator(AUTH_EMULATOR, options);
  return { ...running, ...createAuthEmulatorAdmin(running) };
}

/** The Auth emulator as a {@link LocalBackend}. */
export const authEmulator: LocalBackend<AuthEmulatorOptions, RunningAuthEmulator> = {
  name: AUTH_EMULATOR.emulator,
  start: startAuthEmulator,
};
