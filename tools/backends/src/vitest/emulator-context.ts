import { DEFAULT_PROJECT_ID } from '../firebase-emulator.js';

/** What an emulator global setup provides to tests through `inject(…)`. */
export interface EmulatorContext {
  /** Host the emulator listens on. */
  readonly host: string;
  /** Port the emulator listens on. */
  readonly port: number;
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** `host:port`, as in `FIREBASE_AUTH_EMULATOR_HOST` or `FIREBASE_STORAGE_EMULATOR_HOST`. */
  readonly emulatorHost: string;
  /** Project id the emulator serves. */
  readonly projectId: string;
}

/** The context of an emulator someone else started, e.g. `firebase emulators:exec`, from its `host:port`. */
export function externalEmulatorContext(emulatorHost: string, defaultPort: number): EmulatorContext {
  const [host = '127.0.0.1', port = String(defaultPort)] = emulatorHost.split(':');
  return {
    host,
    port: Number(port),
    url: `http://${emulatorHost}`,
    emulatorHost,
    projectId: process.env['GCLOUD_PROJECT'] ?? DEFAULT_PROJECT_ID,
  };
}

/** The context of an emulator this run started: its address fields, without its methods. */
export function emulatorContextOf({ host, port, url, emulatorHost, projectId }: EmulatorContext): EmulatorContext {
  return { host, port, url, emulatorHost, projectId };
}
