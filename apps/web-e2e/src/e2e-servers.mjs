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

/**
 * Where the emulator-driver build looks for the Firestore emulator: the Emulator Suite's default, which nothing here
 * starts (it needs Java 21); the GitHub workflow's suite listens there.
 */
export const FIRESTORE_EMULATOR_PORT = 8080;

/** The project both the app and the emulator use. */
export const E2E_PROJECT_ID = 'demo-platform';

/** Base URL of the Auth emulator. */
export const AUTH_EMULATOR_URL = `http://${E2E_HOST}:${AUTH_EMULATOR_PORT}`;
