/** The SDK module each of the platform's service libraries wraps, by library name. */
const SERVICE_SDK_MODULES: Readonly<Record<string, string>> = {
  auth: 'firebase/auth',
  firestore: 'firebase/firestore',
  rtdb: 'firebase/database',
  storage: 'firebase/storage',
  appcheck: 'firebase/app-check',
  messaging: 'firebase/messaging',
  'remote-config': 'firebase/remote-config',
  installations: 'firebase/installations',
  analytics: 'firebase/analytics',
};

/** How the Emulator Suite serves an SDK module: the function that connects it and the suite's default port. */
export interface SdkEmulator {
  /** The SDK's `connect…Emulator(instance, host, port)` function. */
  readonly connect: string;
  /** The port the Emulator Suite uses by default (as in the root `firebase.json`). */
  readonly port: number;
}

/** What the generated Firebase adapter calls in an SDK module. */
export interface SdkModuleFacts {
  /** The getter of the service instance, e.g. `getDatabase`; without one the adapter only loads the module. */
  readonly getter?: string;
  /** Whether the module has its own `isSupported()` (it throws on use where it is unsupported). */
  readonly supportCheck?: boolean;
  /** The Emulator Suite's connection, for modules it serves with a `(instance, host, port)` function. */
  readonly emulator?: SdkEmulator;
}

/**
 * Facts about the modular SDK's entry points. Auth's emulator connects by URL
 * and App Check's instance needs a provider, so both are wired by hand in their libraries.
 */
export const SDK_MODULE_FACTS: Readonly<Record<string, SdkModuleFacts>> = {
  'firebase/auth': { getter: 'getAuth' },
  'firebase/firestore': { getter: 'getFirestore', emulator: { connect: 'connectFirestoreEmulator', port: 8080 } },
  'firebase/firestore/lite': { getter: 'getFirestore', emulator: { connect: 'connectFirestoreEmulator', port: 8080 } },
  'firebase/database': { getter: 'getDatabase', emulator: { connect: 'connectDatabaseEmulator', port: 9000 } },
  'firebase/storage': { getter: 'getStorage', emulator: { connect: 'connectStorageEmulator', port: 9199 } },
  'firebase/functions': { getter: 'getFunctions', emulator: { connect: 'connectFunctionsEmulator', port: 5001 } },
  'firebase/installations': { getter: 'getInstallations' },
  'firebase/messaging': { getter: 'getMessaging', supportCheck: true },
  'firebase/remote-config': { getter: 'getRemoteConfig', supportCheck: true },
  'firebase/analytics': { getter: 'getAnalytics', supportCheck: true },
};

/** The SDK module a library named `name` loads when `--sdk` is not given. */
export const defaultSdkModule = (name: string): string => SERVICE_SDK_MODULES[name] ?? `firebase/${name}`;
