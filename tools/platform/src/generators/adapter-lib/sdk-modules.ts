/** The SDK module each of the platform's service libraries wraps, by library name. */
export const SERVICE_SDK_MODULES: Readonly<Record<string, string>> = {
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
  /** The SDK's getter for the service instance, e.g. `getDatabase`. */
  readonly getter: string;
  /** The SDK's `connect…Emulator(instance, host, port)` function. */
  readonly connect: string;
  /** The port the Emulator Suite uses by default (as in the root `firebase.json`). */
  readonly port: number;
}

/**
 * The SDK modules that the Emulator Suite serves with a `(instance, host, port)`
 * connect function. Auth connects by URL and is wired by hand in its library.
 */
export const SDK_EMULATORS: Readonly<Record<string, SdkEmulator>> = {
  'firebase/firestore': { getter: 'getFirestore', connect: 'connectFirestoreEmulator', port: 8080 },
  'firebase/database': { getter: 'getDatabase', connect: 'connectDatabaseEmulator', port: 9000 },
  'firebase/storage': { getter: 'getStorage', connect: 'connectStorageEmulator', port: 9199 },
  'firebase/functions': { getter: 'getFunctions', connect: 'connectFunctionsEmulator', port: 5001 },
};

/** The SDK module a library named `name` loads when `--sdk` is not given. */
export const defaultSdkModule = (name: string): string => SERVICE_SDK_MODULES[name] ?? `firebase/${name}`;
