import { createMemoryAnalytics } from '@platform/analytics/memory';
import { createMemoryAppCheck } from '@platform/appcheck/memory';
import { createMemoryAuth, type MemoryUserSeed } from '@platform/auth/memory';
import { createMemoryFirestore } from '@platform/firestore/memory';
import { createMemoryInstallations } from '@platform/installations/memory';
import { createMemoryMessaging } from '@platform/messaging/memory';
import { defineConfig, type ConfigSchema } from '@platform/remote-config';
import { createMemoryRemoteConfig, type PublishedValue } from '@platform/remote-config/memory';
import { createMemoryRtdb } from '@platform/rtdb/memory';
import { createMemoryStorage } from '@platform/storage/memory';
import { seedFirestore, type FirestoreCollections } from './firestore-seed.js';
import { seedStorage } from './storage-seed.js';
import { createSwappablePort, type SwappablePort } from './swappable-port.js';
import { createRestartableTestClock, type TestClock } from './test-clock.js';
import { createFaultScript } from './test-faults.js';
import type { TestPlatform, TestPlatformOptions, TestServiceName, TestServices } from './test-platform.types.js';
import { testingErrors } from './testing.errors.js';

/** The user a test platform signs in unless told otherwise. */
export const TEST_USER: MemoryUserSeed = Object.freeze({
  uid: 'test-user',
  email: 'test-user@example.com',
  displayName: 'Test User',
  emailVerified: true,
});

/** The password of a signed-in test user whose seed names none. */
const TEST_PASSWORD = 'test-password';

const withSignIn = (user: MemoryUserSeed): MemoryUserSeed & { email: string; password: string } => ({
  ...user,
  email: user.email ?? `${user.uid ?? 'test-user'}@example.com`,
  password: user.password ?? TEST_PASSWORD,
});

/** Builds every memory adapter on one clock, as the app's composition root does for its memory driver. */
function buildAdapters<S extends ConfigSchema>(
  clock: TestClock,
  schema: S,
  projectId: string,
  users: MemoryUserSeed[],
) {
  const adapters: TestServices<S> = {
    auth: createMemoryAuth({ clock, projectId, users }),
    appcheck: createMemoryAppCheck({ clock }),
    analytics: createMemoryAnalytics({ clock }),
    installations: createMemoryInstallations({ clock }),
    // The realtime fetch waits a random 0–3 s in production; here it waits none, so a published version is fetched
    // as soon as the clock runs the due timer.
    'remote-config': createMemoryRemoteConfig({ schema, clock, random: () => 0 }),
    rtdb: createMemoryRtdb({ clock }),
    // One chunk per upload, with no simulated time: an upload finishes without the test moving the clock.
    storage: createMemoryStorage({ clock, chunkMs: 0, chunkBytes: Number.MAX_SAFE_INTEGER }),
    firestore: createMemoryFirestore({ clock }),
    messaging: createMemoryMessaging({ clock }),
  };
  return adapters;
}

const disposeAll = async (adapters: TestServices): Promise<void> => {
  await Promise.all(
    Object.values(adapters).map((adapter) =>
      'dispose' in adapter && typeof adapter.dispose === 'function'
        ? (adapter.dispose as () => Promise<void>)()
        : undefined,
    ),
  );
};

/**
 * Builds every memory adapter wired together, as an app's composition root does for its memory driver, on one
 * controllable clock, with a user signed in and the `seed` option's data in place. No Java, no network: it runs in
 * Vitest or Jest, in Node or jsdom.
 *
 * @example
 * ```ts
 * const platform = await createTestPlatform({ collections: { 'users/{uid}/notes': noteCodec } });
 * await platform.seed({ firestore: { 'users/test-user/notes/a': { text: 'hi', createdAt: null } } });
 * render(<PlatformProvider services={platform.services}><Notes /></PlatformProvider>);
 * ```
 */
export async function createTestPlatform<
  const C extends FirestoreCollections = Record<never, never>,
  S extends ConfigSchema = ConfigSchema<Record<never, never>>,
>(options: TestPlatformOptions<C, S> = {}): Promise<TestPlatform<C, S>> {
  const { start, user = TEST_USER, users = [], projectId = 'demo-test' } = options;
  const schema = options.remoteConfig ?? (defineConfig({}) as ConfigSchema as S);
  const collections: FirestoreCollections = options.collections ?? {};
  const signedIn = user && withSignIn(user);
  const accounts = signedIn ? [signedIn, ...users] : [...users];
  const { clock, restart } = createRestartableTestClock(start);
  let adapters = buildAdapters(clock, schema, projectId, accounts);
  let generation = 0;
  let disposed = false;
  const faults = createFaultScript(() => adapters, clock);

  const swappable = Object.fromEntries(
    (Object.keys(adapters) as TestServiceName[]).map((name) => [
      name,
      createSwappablePort(adapters[name] as object, (result) => faults.hold(name, result)),
    ]),
  ) as Record<TestServiceName, SwappablePort<object>>;
  const services = Object.fromEntries(
    Object.entries(swappable).map(([name, { port }]) => [name, port]),
  ) as unknown as TestServices<S>;

  const begin = async () => {
    if (signedIn) await adapters.auth.signInWithEmail(signedIn.email, signedIn.password);
    else await adapters.auth.ready();
    await options.seed?.(platform);
  };

  const platform: TestPlatform<C, S> = {
    services,
    clock,
    get user() {
      return adapters.auth.currentUser();
    },
    get generation() {
      return generation;
    },
    faults,
    async seed(data) {
      if (data.firestore) await seedFirestore(adapters.firestore, data.firestore, collections);
      if (data.storage) await seedStorage(adapters.storage, data.storage);
      for (const [path, value] of Object.entries(data.rtdb ?? {})) await adapters.rtdb.set(path, value);
      if (data.remoteConfig)
        adapters['remote-config'].control.server.publish(data.remoteConfig as Readonly<Record<string, PublishedValue>>);
    },
    async reset() {
      if (disposed) throw testingErrors.create('testing/disposed');
      const previous = adapters;
      faults.clearDelays();
      restart();
      adapters = buildAdapters(clock, schema, projectId, accounts);
      for (const name of Object.keys(swappable) as TestServiceName[]) swappable[name].swap(adapters[name]);
      generation += 1;
      await disposeAll(previous);
      await begin();
    },
    async dispose() {
      if (disposed) return;
      disposed = true;
      await disposeAll(adapters);
    },
  };
  await begin();
  return platform;
}
