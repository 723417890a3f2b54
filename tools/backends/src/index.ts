export {
  createAuthEmulatorAdmin,
  type AuthEmulatorAdmin,
  type AuthEmulatorTarget,
  type OobCode,
} from './auth-emulator-admin.js';
export {
  AUTH_EMULATOR,
  authEmulator,
  startAuthEmulator,
  type AuthEmulatorOptions,
  type RunningAuthEmulator,
} from './auth-emulator.js';
export {
  createFirestoreEmulatorAdmin,
  type FirestoreEmulatorAdmin,
  type FirestoreEmulatorTarget,
} from './firestore-emulator-admin.js';
export {
  discoverFirestoreEmulator,
  findFirestoreEmulatorJar,
  machineHost,
  type DiscoveryHost,
  type FirestoreEmulatorDiscovery,
  type FirestoreEmulatorInstallation,
  type FirestoreEmulatorJar,
  type FirestoreEmulatorUnavailable,
} from './firestore-emulator-discovery.js';
export {
  firestoreEmulator,
  startFirestoreEmulator,
  type FirestoreEmulatorOptions,
  type RunningFirestoreEmulator,
} from './firestore-emulator.js';
export { BackendStartError, type BackendStartErrorOptions } from './backend-start-error.js';
export {
  OFFLINE_CLI_ENV,
  resolveFirebaseCli,
  spawnFirebaseCli,
  type FirebaseCliProcess,
  type SpawnFirebaseCliOptions,
} from './firebase-cli.js';
export {
  spawnProcessGroup,
  type ProcessExit,
  type ProcessGroup,
  type SpawnProcessGroupOptions,
  type StopProcessOptions,
} from './process-group.js';
export {
  DEFAULT_EMULATOR_PORTS,
  emulatorSuiteConfig,
  readEmulatorEndpoint,
  type EmulatorEndpoint,
  type EmulatorHelperName,
  type EmulatorName,
  type EmulatorsConfig,
  type FirebaseJson,
} from './firebase-config.js';
export {
  DEFAULT_PROJECT_ID,
  startFirebaseEmulator,
  type EmulatorDefinition,
  type EmulatorLaunchOptions,
  type RunningEmulator,
} from './firebase-emulator.js';
export {
  startStorageEmulator,
  storageEmulator,
  type RunningStorageEmulator,
  type StorageEmulatorOptions,
} from './storage-emulator.js';
export { findFreePort, findFreePorts, LOOPBACK_HOST } from './free-port.js';
export type { LocalBackend, RunningBackend } from './local-backend.js';
export { OutputTail } from './output-tail.js';
export { startNodeServerProcess, type NodeServerProcessOptions } from './node-server-process.js';
export { createTempWorkspace, type TempWorkspace } from './temp-workspace.js';
export { waitUntilReady, type Readiness, type WaitUntilReadyOptions } from './wait-until-ready.js';
export { startFirebaseServer, type FirebaseServerOptions, type RunningFirebaseServer } from './firebase-server.js';
export { ensureFirebaseServerInstalled, FIREBASE_SERVER_BIN, FIREBASE_SERVER_DIR } from './firebase-server-install.js';
export { startVerdaccio, type RunningVerdaccio, type VerdaccioOptions } from './verdaccio.js';
export {
  startFaultProxy,
  type FaultDuration,
  type FaultMode,
  type FaultProxy,
  type FaultProxyOptions,
  type FaultProxyStats,
} from './fault-proxy.js';
export {
  restartable,
  type BackendRecord,
  type RestartableBackend,
  type RestartableOptions,
  type RestartOptions,
} from './backend-restart.js';
export { firebaseServerRecord, firestoreEmulatorRecord } from './backend-records.js';
