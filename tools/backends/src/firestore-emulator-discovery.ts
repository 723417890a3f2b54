import { execFileSync } from 'node:child_process';
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** A Firestore emulator this machine can use, and how to reach or start it. */
export type FirestoreEmulatorInstallation =
  /** One already runs at `FIRESTORE_EMULATOR_HOST` (e.g. under `firebase emulators:exec`): use it, leave it running. */
  | { readonly kind: 'running'; readonly emulatorHost: string }
  /** The Google Cloud CLI's `cloud-firestore-emulator` component, run with `java -cp`. */
  | { readonly kind: 'gcloud'; readonly java: string; readonly jar: string }
  /** The jar firebase-tools downloaded for its Emulator Suite, run with `java -jar`. */
  | { readonly kind: 'firebase-tools'; readonly java: string; readonly jar: string };

/** An emulator installation that this process can start (not one that already runs). */
export type FirestoreEmulatorJar = Extract<FirestoreEmulatorInstallation, { readonly jar: string }>;

/** Why there is no Firestore emulator to use. */
export interface FirestoreEmulatorUnavailable {
  readonly kind: 'unavailable';
  /** What was looked for, and how to install one. */
  readonly reason: string;
}

/** What {@link discoverFirestoreEmulator} found: an installation, or why there is none. */
export type FirestoreEmulatorDiscovery = FirestoreEmulatorInstallation | FirestoreEmulatorUnavailable;

/** What discovery reads from the machine; tests pass fakes. */
export interface DiscoveryHost {
  /** Environment variables (`FIRESTORE_EMULATOR_HOST`, `PATH`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The user's home folder. */
  readonly homeDir: string;
  /** Whether `path` is a file. */
  isFile(path: string): boolean;
  /** Whether `path` is a file this user may run. */
  isExecutable(path: string): boolean;
  /** The names in a folder; empty when it does not exist. */
  list(dir: string): readonly string[];
  /** What `gcloud info --format=value(installation.sdk_root)` prints, or `undefined` when it fails. */
  gcloudSdkRoot(gcloud: string): string | undefined;
}

/** Where the Google Cloud CLI is usually installed, before asking `gcloud` itself. */
const COMMON_SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];

/** The component's jar under an SDK root. */
const GCLOUD_EMULATOR_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** Where firebase-tools keeps the emulators it downloads, under the home folder. */
const FIREBASE_TOOLS_EMULATOR_CACHE = '.cache/firebase/emulators';

const FIREBASE_TOOLS_JAR = /^cloud-firestore-emulator-v(\d+)\.(\d+)\.(\d+)\.jar$/;

/** The first executable `name` on the `PATH`. */
function findOnPath(host: DiscoveryHost, name: string): string | undefined {
  for (const dir of (host.env['PATH'] ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (host.isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function gcloudComponentJar(host: DiscoveryHost): string | undefined {
  const roots = COMMON_SDK_ROOTS.concat(join(host.homeDir, 'google-cloud-sdk'));
  for (const root of roots) {
    if (host.isFile(join(root, GCLOUD_EMULATOR_JAR))) return join(root, GCLOUD_EMULATOR_JAR);
  }
  const gcloud = findOnPath(host, 'gcloud');
  const root = gcloud && host.gcloudSdkRoot(gcloud);
  if (root && host.isFile(join(root, GCLOUD_EMULATOR_JAR))) return join(root, GCLOUD_EMULATOR_JAR);
  return undefined;
}

function firebaseToolsJar(host: DiscoveryHost): string | undefined {
  const dir = join(host.homeDir, FIREBASE_TOOLS_EMULATOR_CACHE);
  const versioned = host.list(dir).flatMap((name) => {
    const match = FIREBASE_TOOLS_JAR.exec(name);
    if (!match || !host.isFile(join(dir, name))) return [];
    const [major = 0, minor = 0, patch = 0] = match.slice(1).map(Number);
    return [{ name, rank: (major * 1_000 + minor) * 1_000 + patch }];
  });
  versioned.sort((a, b) => b.rank - a.rank);
  return versioned[0] && join(dir, versioned[0].name);
}

/**
 * Finds a Firestore emulator jar to start: the Google Cloud CLI's component (in a common SDK root,
 * `~/google-cloud-sdk`, or where `gcloud info` says), else the jar firebase-tools downloaded
 * (`~/.cache/firebase/emulators`, newest first). Both need `java` on the `PATH`. Otherwise it says what it looked
 * for and how to install one.
 */
export function findFirestoreEmulatorJar(host: DiscoveryHost): FirestoreEmulatorJar | FirestoreEmulatorUnavailable {
  const gcloudJar = gcloudComponentJar(host);
  const firebaseJar = gcloudJar ? undefined : firebaseToolsJar(host);
  const jar = gcloudJar ?? firebaseJar;
  if (!jar) {
    return {
      kind: 'unavailable',
      reason:
        'No Firestore emulator on this machine: FIRESTORE_EMULATOR_HOST is not set, the Google Cloud CLI component ' +
        `cloud-firestore-emulator is not installed (looked in ${COMMON_SDK_ROOTS.join(', ')}, ~/google-cloud-sdk and ` +
        `gcloud info), and firebase-tools has not downloaded one (~/${FIREBASE_TOOLS_EMULATOR_CACHE}). Install ` +
        '`google-cloud-cli-firestore-emulator` with Java 17+, or run `npx firebase setup:emulators:firestore` with Java 21',
    };
  }
  const java = findOnPath(host, 'java');
  if (!java) {
    return {
      kind: 'unavailable',
      reason: `The Firestore emulator at ${jar} needs Java, and there is no \`java\` on the PATH`,
    };
  }
  return gcloudJar ? { kind: 'gcloud', java, jar } : { kind: 'firebase-tools', java, jar };
}

/**
 * Finds a Firestore emulator: one already running at `FIRESTORE_EMULATOR_HOST`, else a jar to start
 * ({@link findFirestoreEmulatorJar}).
 */
export function discoverFirestoreEmulator(host: DiscoveryHost = machineHost()): FirestoreEmulatorDiscovery {
  const running = host.env['FIRESTORE_EMULATOR_HOST'];
  if (running) return { kind: 'running', emulatorHost: running };
  return findFirestoreEmulatorJar(host);
}

/** This machine, as {@link discoverFirestoreEmulator} reads it. */
export function machineHost(env: Readonly<Record<string, string | undefined>> = process.env): DiscoveryHost {
  return {
    env,
    homeDir: homedir(),
    isFile: (path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false,
    isExecutable(path) {
      if (!(statSync(path, { throwIfNoEntry: false })?.isFile() ?? false)) return false;
      try {
        accessSync(path, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    list(dir) {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    gcloudSdkRoot(gcloud) {
      try {
        const output = execFileSync(gcloud, ['info', '--format=value(installation.sdk_root)'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
          timeout: 30_000,
          env: { ...env, CLOUDSDK_CORE_DISABLE_PROMPTS: '1', CLOUDSDK_COMPONENT_MANAGER_DISABLE_UPDATE_CHECK: '1' },
        });
        return output.trim() || undefined;
      } catch {
        return undefined;
      }
    },
  };
}
