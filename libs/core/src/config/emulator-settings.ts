import { configError } from './config-error.js';
import type { ConfigIssue } from './config-issue.js';
import { readEnv, type EnvSource } from './env.js';

/** The Emulator Suite services the platform connects to. */
export type EmulatorService = 'auth' | 'firestore' | 'database' | 'storage';

/** Where the local Emulator Suite listens. */
export interface EmulatorSettings {
  /** The host every emulator listens on; loopback by default. */
  readonly host: string;
  /** The port of each emulator. */
  readonly ports: Readonly<Record<EmulatorService, number>>;
}

/** The Emulator Suite's own defaults, on 127.0.0.1. */
export const DEFAULT_EMULATOR_SETTINGS: EmulatorSettings = {
  host: '127.0.0.1',
  ports: { auth: 9099, firestore: 8080, database: 9000, storage: 9199 },
};

/**
 * Reads `VITE_EMULATOR_HOST` and `VITE_EMULATOR_<SERVICE>_PORT`, falling back to the suite's defaults;
 * each port that is not a number from 1 to 65535 is added to `issues`.
 */
export function parseEmulatorSettings(env: EnvSource, issues: ConfigIssue[]): EmulatorSettings {
  const ports = { ...DEFAULT_EMULATOR_SETTINGS.ports };
  for (const service of Object.keys(ports) as EmulatorService[]) {
    const envVar = `VITE_EMULATOR_${service.toUpperCase()}_PORT`;
    const raw = readEnv(env, envVar);
    if (raw === undefined) continue;
    const port = Number(raw);
    if (Number.isInteger(port) && port > 0 && port < 65_536) ports[service] = port;
    else issues.push({ key: 'emulator', envVar, problem: 'invalid', expected: 'a port number from 1 to 65535' });
  }
  return { host: readEnv(env, 'VITE_EMULATOR_HOST') ?? DEFAULT_EMULATOR_SETTINGS.host, ports };
}

/** Like {@link parseEmulatorSettings}, but throws `core/invalid-config` naming every bad port. */
export function readEmulatorSettings(env: EnvSource): EmulatorSettings {
  const issues: ConfigIssue[] = [];
  const settings = parseEmulatorSettings(env, issues);
  if (issues.length > 0) {
    const message = issues.map((issue) => `${issue.envVar} must be ${issue.expected}.`).join(' ');
    throw configError('core/invalid-config', message, issues);
  }
  return settings;
}
