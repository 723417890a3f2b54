import { readFile } from 'node:fs/promises';
import { LOOPBACK_HOST } from './free-port.js';

/** Emulators of the Firebase Emulator Suite that local backends start. */
export type EmulatorName = 'auth' | 'firestore' | 'database' | 'storage';

/** Helper servers the Emulator Suite always binds alongside emulators. */
export type EmulatorHelperName = 'hub' | 'logging';

/** A host and port an emulator listens on. */
export interface EmulatorEndpoint {
  readonly host: string;
  readonly port: number;
}

/** The `emulators` section of a `firebase.json`. */
export type EmulatorsConfig = Partial<Record<EmulatorName | EmulatorHelperName, EmulatorEndpoint>> & {
  readonly ui: { readonly enabled: false };
  readonly singleProjectMode: true;
};

/** The parts of a `firebase.json` that local backends write. */
export interface FirebaseJson {
  readonly emulators: EmulatorsConfig;
}

/** Default ports of the Emulator Suite, as in the repository's `firebase.json`. */
export const DEFAULT_EMULATOR_PORTS: Readonly<Record<EmulatorName | EmulatorHelperName, number>> = {
  auth: 9099,
  firestore: 8080,
  database: 9000,
  storage: 9199,
  hub: 4400,
  logging: 4500,
};

/**
 * Builds a `firebase.json` for the given endpoints with the Emulator UI disabled and single project mode on,
 * so the CLI starts offline.
 */
export function emulatorSuiteConfig(
  endpoints: Partial<Record<EmulatorName | EmulatorHelperName, EmulatorEndpoint>>,
): FirebaseJson {
  return { emulators: { ...endpoints, ui: { enabled: false }, singleProjectMode: true } };
}

/** Reads where `emulator` listens according to the `firebase.json` at `configPath`. */
export async function readEmulatorEndpoint(configPath: string, emulator: EmulatorName): Promise<EmulatorEndpoint> {
  const config = JSON.parse(await readFile(configPath, 'utf8')) as {
    emulators?: Partial<Record<string, { host?: unknown; port?: unknown }>>;
  };
  const section = config.emulators?.[emulator];
  if (!section) {
    throw new Error(`${configPath} has no "emulators.${emulator}" section.`);
  }
  const host = typeof section.host === 'string' ? section.host : LOOPBACK_HOST;
  const port = Number(section.port ?? DEFAULT_EMULATOR_PORTS[emulator]);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(
      `${configPath}: "emulators.${emulator}.port" must be a port number; got ${JSON.stringify(section.port)}.`,
    );
  }
  return { host, port };
}
