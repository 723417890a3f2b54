import { coreErrors } from '../errors/core.errors.js';
import { isPlatformError, type PlatformError } from '../errors/platform-error.js';
import { readAppCheckSettings, type AppCheckSettings } from './appcheck-settings.js';
import { DRIVERS, isDriver, type Driver } from './driver.js';
import { readEmulatorSettings, type EmulatorSettings } from './emulator-settings.js';
import { readEnv, type EnvSource } from './env.js';
import {
  FIREBASE_CONFIG_KEYS,
  validateFirebaseConfig,
  type ConfigIssue,
  type FirebaseConfig,
  type FirebaseConfigKey,
} from './firebase-config.js';

/** Everything the composition root needs to choose and configure adapters. */
export type PlatformSettings =
  | { readonly driver: 'memory'; readonly projectId: string; readonly appCheck: AppCheckSettings }
  | {
      readonly driver: 'emulator';
      readonly firebase: FirebaseConfig;
      readonly emulators: EmulatorSettings;
      readonly appCheck: AppCheckSettings;
    }
  | { readonly driver: 'firebase'; readonly firebase: FirebaseConfig; readonly appCheck: AppCheckSettings };

/** The `core/invalid-config` error, whose `customData.issues` lists every problem. */
export type ConfigError = PlatformError<
  'core/invalid-config' | 'core/invalid-driver',
  { issues: readonly ConfigIssue[] }
>;

/** The outcome of {@link parsePlatformSettings}. */
export type PlatformSettingsResult =
  | { readonly ok: true; readonly settings: PlatformSettings }
  | { readonly ok: false; readonly error: ConfigError };

/** The project id used by the memory and emulator drivers when none is set. */
export const DEMO_PROJECT_ID = 'demo-platform';

const DRIVER_VAR = 'VITE_PLATFORM_DRIVER';

function readConfigInput(env: EnvSource): Partial<Record<FirebaseConfigKey, string>> {
  return Object.fromEntries(
    (Object.keys(FIREBASE_CONFIG_KEYS) as FirebaseConfigKey[]).flatMap((key) => {
      const value = readEnv(env, FIREBASE_CONFIG_KEYS[key].envVar);
      return value === undefined ? [] : [[key, value]];
    }),
  );
}

function describe(issues: readonly ConfigIssue[]): string {
  const lines = issues.map((i) => `${i.envVar} is ${i.problem} (expected ${i.expected})`);
  return `The Firebase configuration is incomplete: ${lines.join('; ')}.`;
}

function configError(issues: readonly ConfigIssue[]): ConfigError {
  return coreErrors.create('core/invalid-config', { message: describe(issues), customData: { issues } }) as ConfigError;
}

function emulatorConfig(
  input: Partial<Record<FirebaseConfigKey, string>>,
  emulators: EmulatorSettings,
): FirebaseConfig {
  const projectId = input.projectId ?? DEMO_PROJECT_ID;
  return {
    apiKey: input.apiKey ?? 'demo-api-key',
    authDomain: input.authDomain ?? emulators.host,
    projectId,
    storageBucket: input.storageBucket ?? `${projectId}.appspot.com`,
    messagingSenderId: input.messagingSenderId ?? '000000000000',
    appId: input.appId ?? '1:000000000000:web:0000000000000000',
    databaseURL: input.databaseURL ?? `http://${emulators.host}:${emulators.ports.database}?ns=${projectId}`,
    ...(input.measurementId ? { measurementId: input.measurementId } : {}),
  };
}

function parseEmulator(env: EnvSource, input: Partial<Record<FirebaseConfigKey, string>>): PlatformSettingsResult {
  const emulators = readEmulatorSettings(env);
  const firebase = emulatorConfig(input, emulators);
  if (!firebase.projectId.startsWith('demo-')) {
    return {
      ok: false,
      error: configError([
        {
          key: 'projectId',
          envVar: FIREBASE_CONFIG_KEYS.projectId.envVar,
          problem: 'invalid',
          expected: 'a "demo-*" project id, so the emulators never touch a real project',
        },
      ]),
    };
  }
  return { ok: true, settings: { driver: 'emulator', firebase, emulators, appCheck: readAppCheckSettings(env) } };
}

/**
 * Reads the driver and Firebase config from the environment without throwing.
 *
 * The driver comes from `VITE_PLATFORM_DRIVER`. When it is unset, the driver is
 * `firebase` if any `VITE_FIREBASE_*` variable is set, and `memory` otherwise.
 */
export function parsePlatformSettings(env: EnvSource): PlatformSettingsResult {
  const input = readConfigInput(env);
  const rawDriver = readEnv(env, DRIVER_VAR);
  const driver: Driver | undefined =
    rawDriver === undefined
      ? Object.keys(input).length > 0
        ? 'firebase'
        : 'memory'
      : isDriver(rawDriver)
        ? rawDriver
        : undefined;
  if (driver === undefined) {
    const issues: ConfigIssue[] = [
      { key: 'driver', envVar: DRIVER_VAR, problem: 'invalid', expected: `one of ${DRIVERS.join(', ')}` },
    ];
    const error = coreErrors.create('core/invalid-driver', {
      message: `${DRIVER_VAR} is "${String(rawDriver)}"; expected one of ${DRIVERS.join(', ')}.`,
      customData: { issues },
    });
    return { ok: false, error: error as ConfigError };
  }
  try {
    if (driver === 'memory') {
      return {
        ok: true,
        settings: { driver, projectId: input.projectId ?? DEMO_PROJECT_ID, appCheck: readAppCheckSettings(env) },
      };
    }
    if (driver === 'emulator') return parseEmulator(env, input);
  } catch (error) {
    if (isPlatformError(error, 'core/invalid-config')) return { ok: false, error: error as ConfigError };
    throw error;
  }
  const validated = validateFirebaseConfig(input);
  return validated.ok
    ? { ok: true, settings: { driver, firebase: validated.config, appCheck: readAppCheckSettings(env) } }
    : { ok: false, error: configError(validated.issues) };
}

/** Like {@link parsePlatformSettings}, but throws the {@link ConfigError}. */
export function readPlatformSettings(env: EnvSource): PlatformSettings {
  const result = parsePlatformSettings(env);
  if (!result.ok) throw result.error;
  return result.settings;
}
