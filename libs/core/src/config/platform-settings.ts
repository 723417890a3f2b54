import { readAppCheckSettings, type AppCheckSettings } from './appcheck-settings.js';
import { configError, type ConfigError } from './config-error.js';
import type { ConfigIssue } from './config-issue.js';
import { DRIVERS, isDriver } from './driver.js';
import { parseEmulatorSettings, type EmulatorSettings } from './emulator-settings.js';
import { isProductionBuild, readEnv, type EnvSource } from './env.js';
import {
  FIREBASE_CONFIG_KEYS,
  validateFirebaseConfig,
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

/** The outcome of {@link parsePlatformSettings}. */
export type PlatformSettingsResult =
  | { readonly ok: true; readonly settings: PlatformSettings }
  | { readonly ok: false; readonly error: ConfigError };

/** The project id used by the memory and emulator drivers when none is set. */
export const DEMO_PROJECT_ID = 'demo-platform';

const DRIVER_VAR = 'VITE_PLATFORM_DRIVER';

type ConfigInput = Partial<Record<FirebaseConfigKey, string>>;

function readConfigInput(env: EnvSource): ConfigInput {
  const input: ConfigInput = {};
  for (const [key, { envVar }] of Object.entries(FIREBASE_CONFIG_KEYS)) {
    const value = readEnv(env, envVar);
    if (value !== undefined) input[key as FirebaseConfigKey] = value;
  }
  return input;
}

const MEMORY_OPT_IN = ` A production build runs on the in-memory driver only when ${DRIVER_VAR}=memory is set explicitly.`;

function describe(issues: readonly ConfigIssue[]): string {
  return `The configuration is invalid: ${issues.map((i) => `${i.envVar} is ${i.problem} (expected ${i.expected})`).join('; ')}.`;
}

function failure(
  code: ConfigError['code'],
  issues: readonly ConfigIssue[],
  message = describe(issues),
): PlatformSettingsResult {
  return { ok: false, error: configError(code, message, issues) };
}

function parseEmulator(env: EnvSource, input: ConfigInput, appCheck: AppCheckSettings): PlatformSettingsResult {
  const issues: ConfigIssue[] = [];
  const emulators = parseEmulatorSettings(env, issues);
  const projectId = input.projectId ?? DEMO_PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    issues.push({
      key: 'projectId',
      envVar: FIREBASE_CONFIG_KEYS.projectId.envVar,
      problem: 'invalid',
      expected: 'a "demo-*" project id, so the emulators never touch a real project',
    });
  }
  if (issues.length > 0) return failure('core/invalid-config', issues);
  const firebase: FirebaseConfig = {
    apiKey: 'demo-api-key',
    authDomain: emulators.host,
    storageBucket: `${projectId}.appspot.com`,
    messagingSenderId: '000000000000',
    appId: '1:000000000000:web:0000000000000000',
    // WebSocket only: firebase-server (`npm run emulators`) answers no long polling, which the SDK falls back to after a
    // connection failed (offline), and it would never reconnect.
    databaseURL: `ws://${emulators.host}:${emulators.ports.database}?ns=${projectId}`,
    ...input,
    projectId,
  };
  return { ok: true, settings: { driver: 'emulator', firebase, emulators, appCheck } };
}

/**
 * Reads the driver and Firebase config from the environment without throwing.
 *
 * The driver comes from `VITE_PLATFORM_DRIVER`. When it is unset, the driver is
 * `firebase` if any `VITE_FIREBASE_*` variable is set or the build is a
 * production build (`PROD`), and `memory` otherwise: a production build runs
 * on the memory driver only when `VITE_PLATFORM_DRIVER=memory` asks for it.
 * App Check's debug provider (`VITE_APPCHECK_DEBUG=true`) under the `firebase`
 * driver is refused in a production build.
 */
export function parsePlatformSettings(env: EnvSource): PlatformSettingsResult {
  const input = readConfigInput(env);
  const production = isProductionBuild(env);
  const appCheck = readAppCheckSettings(env);
  const chosen = readEnv(env, DRIVER_VAR);
  const driver = chosen ?? (production || Object.keys(input).length > 0 ? 'firebase' : 'memory');
  if (!isDriver(driver)) {
    return failure(
      'core/invalid-driver',
      [{ key: 'driver', envVar: DRIVER_VAR, problem: 'invalid', expected: `one of ${DRIVERS.join(', ')}` }],
      `${DRIVER_VAR} is "${driver}"; expected one of ${DRIVERS.join(', ')}.`,
    );
  }
  if (driver === 'memory') {
    return { ok: true, settings: { driver, projectId: input.projectId ?? DEMO_PROJECT_ID, appCheck } };
  }
  if (driver === 'emulator') return parseEmulator(env, input, appCheck);
  const validated = validateFirebaseConfig(input);
  const issues = validated.ok ? [] : [...validated.issues];
  if (production && appCheck.debug) {
    issues.push({
      key: 'appCheck',
      envVar: 'VITE_APPCHECK_DEBUG',
      problem: 'invalid',
      expected: 'unset in a production build, because the App Check debug provider is for development only',
    });
  }
  if (validated.ok && issues.length === 0) {
    return { ok: true, settings: { driver, firebase: validated.config, appCheck } };
  }
  const unasked = production && chosen === undefined && !validated.ok;
  return failure('core/invalid-config', issues, describe(issues) + (unasked ? MEMORY_OPT_IN : ''));
}

/** Like {@link parsePlatformSettings}, but throws the {@link ConfigError}. */
export function readPlatformSettings(env: EnvSource): PlatformSettings {
  const result = parsePlatformSettings(env);
  if (!result.ok) throw result.error;
  return result.settings;
}
