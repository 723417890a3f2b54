import type { AnalyticsErrorCode } from '@platform/analytics';
import type { MemoryAnalytics } from '@platform/analytics/memory';
import type { AppCheckErrorCode } from '@platform/appcheck';
import type { MemoryAppCheck } from '@platform/appcheck/memory';
import type { AuthErrorCode, AuthUser } from '@platform/auth';
import type { MemoryAuth, MemoryUserSeed } from '@platform/auth/memory';
import type { FirestoreErrorCode } from '@platform/firestore';
import type { MemoryFirestore } from '@platform/firestore/memory';
import type { InstallationsErrorCode } from '@platform/installations';
import type { MemoryInstallations } from '@platform/installations/memory';
import type { MessagingErrorCode } from '@platform/messaging';
import type { MemoryMessaging } from '@platform/messaging/memory';
import type { ConfigSchema, RemoteConfigErrorCode } from '@platform/remote-config';
import type { MemoryRemoteConfig, PublishedValue } from '@platform/remote-config/memory';
import type { RtdbErrorCode } from '@platform/rtdb';
import type { MemoryRtdb } from '@platform/rtdb/memory';
import type { StorageErrorCode, UploadOptions } from '@platform/storage';
import type { MemoryStorage } from '@platform/storage/memory';
import type { FirestoreCollections, FirestoreSeed } from './firestore-seed.js';
import type { TestClock } from './test-clock.js';

/**
 * Every memory adapter, by the name an app registers it under in `PlatformProvider` (a type rather than an interface,
 * so that it is a service registry as it stands).
 */
export type TestServices<S extends ConfigSchema = ConfigSchema> = {
  /** Auth: the accounts, the session and its tokens. */
  readonly auth: MemoryAuth;
  /** App Check: tokens for the debug provider the app activates. */
  readonly appcheck: MemoryAppCheck;
  /** Analytics: the events sent, in `events()`, behind the consent gate. */
  readonly analytics: MemoryAnalytics;
  /** Installations: the installation id and its tokens. */
  readonly installations: MemoryInstallations;
  /** Remote Config on the app's schema; `control.server.publish` plays the console. */
  readonly 'remote-config': MemoryRemoteConfig<S>;
  /** The Realtime Database. */
  readonly rtdb: MemoryRtdb;
  /** Storage, in the default bucket unless a call names another. */
  readonly storage: MemoryStorage;
  /** Firestore. */
  readonly firestore: MemoryFirestore;
  /** Cloud Messaging: the simulated permission, tokens and foreground messages. */
  readonly messaging: MemoryMessaging;
};

/** The name of a service of the test platform. */
export type TestServiceName = keyof TestServices;

/** The error codes each service's adapter can be made to fail with. */
export interface TestErrorCodes {
  /** `auth/*`. */
  readonly auth: AuthErrorCode;
  /** `appcheck/*`. */
  readonly appcheck: AppCheckErrorCode;
  /** `analytics/*`. */
  readonly analytics: AnalyticsErrorCode;
  /** `installations/*`. */
  readonly installations: InstallationsErrorCode;
  /** `remote-config/*`. */
  readonly 'remote-config': RemoteConfigErrorCode;
  /** `rtdb/*`. */
  readonly rtdb: RtdbErrorCode;
  /** `storage/*`. */
  readonly storage: StorageErrorCode;
  /** `firestore/*`. */
  readonly firestore: FirestoreErrorCode;
  /** `messaging/*`. */
  readonly messaging: MessagingErrorCode;
}

/** A file to put in Storage: its bytes (a string is stored as UTF-8 text), with the upload's metadata. */
export type StorageSeedFile = string | Uint8Array | ({ readonly data: string | Uint8Array } & UploadOptions);

/** Plain data to put behind the ports, as if another client had written it. */
export interface TestSeed<Paths, C extends FirestoreCollections, S extends ConfigSchema = ConfigSchema> {
  /** Firestore documents by full path, each typed and written through its collection's codec. */
  readonly firestore?: FirestoreSeed<Paths, C>;
  /** Storage objects by path in the default bucket. */
  readonly storage?: Readonly<Record<string, StorageSeedFile>>;
  /** Realtime Database values by path, each set as `set(path, value)` would. */
  readonly rtdb?: Readonly<Record<string, unknown>>;
  /** Remote Config values to publish, by the app's schema keys; the next fetch gets them. */
  readonly remoteConfig?: { readonly [K in keyof S]?: PublishedValue };
}

/** Faults a test scripts; each lasts until it is used up, undone, or the platform is reset. */
export interface TestFaults {
  /**
   * Takes the device offline: Auth's server calls fail with `auth/network-request-failed`, Firestore serves its cache
   * and holds writes until {@link TestFaults.online}, and the Realtime Database's connection drops (its disconnect
   * writes run). Storage's and the cloud-only services' memory adapters have no offline mode: script their failures
   * with {@link TestFaults.failNext}.
   */
  offline(): Promise<void>;
  /** Brings the device back online: Firestore sends the writes it held and the Realtime Database reconnects. */
  online(): Promise<void>;
  /** Makes the next `times` calls (1 by default) of `service` reject with `code`, the adapter's own typed error. */
  failNext<N extends TestServiceName>(service: N, code: TestErrorCodes[N], options?: { readonly times?: number }): void;
  /**
   * Makes every answer of `service` (`'*'` for all of them) arrive `ms` later on the platform's clock, until set back
   * to 0: the call has taken effect, and its promise settles once the test advances the clock by `ms`. Upload tasks
   * and listeners are not delayed.
   */
  slow(service: TestServiceName | '*', ms: number): void;
}

/** Options for {@link createTestPlatform}. */
export interface TestPlatformOptions<C extends FirestoreCollections, S extends ConfigSchema> {
  /** When the clock starts (milliseconds since the epoch, or a `Date`); 2026-01-01T00:00:00.000Z by default. */
  readonly start?: number | Date;
  /**
   * The user signed in before the platform is handed over, shared by every service that sees users: Auth reports
   * them and {@link TestPlatform.user} gives their uid for the paths the app keeps their data under. A test user by
   * default (`uid: 'test-user'`); `null` starts signed out. Without an `email` and `password`, `<uid>@example.com`
   * and a password of the platform's are used.
   */
  readonly user?: MemoryUserSeed | null;
  /** Other accounts that exist, signed out. */
  readonly users?: readonly MemoryUserSeed[];
  /** The app's Firestore collections by path pattern with their codecs, which type and check seeded documents. */
  readonly collections?: C;
  /** The app's Remote Config schema (from `defineConfig`); an empty one by default. */
  readonly remoteConfig?: S;
  /** The project id in Auth's tokens; `demo-test` by default. */
  readonly projectId?: string;
  /**
   * Puts the data every test starts from behind the ports: runs when the platform is built and after every
   * {@link TestPlatform.reset}, once the user is signed in.
   */
  readonly seed?: (platform: TestPlatform<C, S>) => Promise<void> | void;
}

/** Every memory adapter wired together as an app's composition root wires them, with the test's controls. */
export interface TestPlatform<
  C extends FirestoreCollections = FirestoreCollections,
  S extends ConfigSchema = ConfigSchema,
> {
  /** The services to hand the app (e.g. `PlatformProvider`'s `services`); the same objects across resets. */
  readonly services: TestServices<S>;
  /** The one clock of every adapter that takes one (and of the React store of `@platform/testing/react`). */
  readonly clock: TestClock;
  /** The signed-in user, as Auth sees them now; `null` when signed out. */
  readonly user: AuthUser | null;
  /** Offline and online, failures and slow answers. */
  readonly faults: TestFaults;
  /**
   * Puts plain data behind the ports. Firestore documents go through their collection's codec, so what the codec
   * refuses rejects with `firestore/invalid-document` and a malformed path with `firestore/invalid-path`.
   */
  seed<const Paths>(data: TestSeed<Paths, C, S>): Promise<void>;
  /**
   * Starts over, as a fresh platform would: new adapters behind the same service objects, no data, no faults, the
   * clock at its start, the user signed in again and the `seed` option run again. Call it between tests.
   */
  reset(): Promise<void>;
  /** Releases every adapter; later calls of {@link TestPlatform.reset} reject with `testing/disposed`. */
  dispose(): Promise<void>;
  /** How many times the platform was reset: the React provider of `@platform/testing/react` starts a new store each time. */
  readonly generation: number;
}
