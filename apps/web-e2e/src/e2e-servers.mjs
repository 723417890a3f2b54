/** Where the e2e servers listen; everything stays on loopback. */
export const E2E_HOST = '127.0.0.1';

/** The app built with the in-memory driver. */
export const MEMORY_APP_URL = `http://${E2E_HOST}:4300`;

/** The app built with the emulator driver. */
export const EMULATOR_APP_URL = `http://${E2E_HOST}:4301`;

/** The Auth emulator the emulator-driver build talks to. */
export const AUTH_EMULATOR_PORT = 9150;

/** The Storage emulator (served in-process, without Java) the emulator-driver build talks to. */
export const STORAGE_EMULATOR_PORT = 9160;

/** The Firestore emulator (Java, with the repository's firestore.rules) the emulator-driver build talks to. */
export const FIRESTORE_EMULATOR_PORT = 9170;

/** firebase-server (the Realtime Database, with the repository's database.rules.json) the emulator-driver build talks to. */
export const DATABASE_EMULATOR_PORT = 9180;

/** Base URL of firebase-server's REST API, which ignores the rules: the test reads as the database's owner. */
export const DATABASE_EMULATOR_URL = `http://${E2E_HOST}:${DATABASE_EMULATOR_PORT}`;

/** Base URL of the Firestore emulator. */
export const FIRESTORE_EMULATOR_URL = `http://${E2E_HOST}:${FIRESTORE_EMULATOR_PORT}`;

/**
 * Set by the global setup when this machine has no Firestore emulator (never under CI, where that fails the run):
 * the specs that need it skip with this reason.
 */
export const FIRESTORE_UNAVAILABLE_ENV = 'FIRESTORE_EMULATOR_UNAVAILABLE_REASON';

/** The project both the app and the emulator use. */
export const E2E_PROJECT_ID = 'demo-platform';

/** Base URL of the Auth emulator. */
export const AUTH_EMULATOR_URL = `http://${E2E_HOST}:${AUTH_EMULATOR_PORT}`;

/** Names the one build an e2e run covers (`memory` or `emulator`); unset, a run covers both. */
export const E2E_APP_ENV = 'E2E_APP';

/**
 * The build that `E2E_APP` names, or `undefined` when it is unset.
 * @param {string | undefined} value
 * @returns {'memory' | 'emulator' | undefined}
 */
export function e2eApp(value) {
  if (value === undefined || value === '') return undefined;
  if (value === 'memory' || value === 'emulator') return value;
  throw new Error(`${E2E_APP_ENV} is "${value}": use "memory" or "emulator", or leave it unset for both.`);
}
