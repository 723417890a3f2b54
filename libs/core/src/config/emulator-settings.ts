import { coreErrors } from '../errors/core.errors.js';
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

const PORT_VARS: Readonly<Record<EmulatorService, string>> = {
  auth: 'VITE_EMULATOR_AUTH_PORT',
  firestore: 'VITE_EMULATOR_FIRESTORE_PORT',
  database: 'VITE_EMULATOR_DATABASE_PORT',
  storage: 'VITE_EMULATOR_STORAGE_PORT',
};

function readPort(env: EnvSource, service: EmulatorService): number {
  const raw = readEnv(env, PORT_VARS[service]);
  if (raw === undefined) return DEFAULT_EMULATOR_SETTINGS.ports[service];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw coreErrors.create('core/invalid-config', {
      message: `${PORT_VARS[service]} must be a port number from 1 to 65535; got "${raw}".`,
      customData: {
        issues: [{ key: 'emulator', envVar: PORT_VARS[service], problem: 'invalid', expected: 'a port number' }],
      },
    });
  }
  return port;
}

/** Reads `VITE_EMULATOR_HOST` and `VITE_EMULATOR_*_PORT`, falling back to the suite's defaults. */
export function readEmulatorSettings(env: EnvSource): EmulatorSettings {
  return {
    host: readEnv(env, 'VITE_EMULATOR_HOST') ?? DEFAULT_EMULATOR_SETTINGS.host,
    ports: {
      auth: readPort(env, 'auth'),
      firestore: readPort(env, 'firestore'),
      database: readPort(env, 'database'),
      storage: readPort(env, 'storage'),
    },
  };
}
