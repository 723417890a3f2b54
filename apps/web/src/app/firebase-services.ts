import type { AnalyticsPort } from '@platform/analytics';
import { createFirebaseAnalytics } from '@platform/analytics/firebase';
import { createFirebaseAppCheck } from '@platform/appcheck/firebase';
import { createFirebaseAuth } from '@platform/auth/firebase';
import { readEnv, type PlatformSettings } from '@platform/core';
import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createFirebaseInstallations } from '@platform/installations/firebase';
import type { MessagingPort } from '@platform/messaging';
import { createFirebaseMessaging } from '@platform/messaging/firebase';
import { createFirebaseRemoteConfig } from '@platform/remote-config/firebase';
import { createFirebaseStorage } from '@platform/storage/firebase';
import { appConfig } from './app-config';
import { appEnv } from './app-env';
import type { AppMessageData } from './app-message';
import { createFirebaseRtdb } from '@platform/rtdb/firebase';
import { createFirebaseFirestore, persistentMultiTabCache } from '@platform/firestore/firebase';
import { initialConsent } from './consent-choice';
import type { ConfigServices } from './dev-config-services';
import type { DriverServices } from './platform';

/** Adapters that take the place of the Firebase ones: the memory adapters of services that have no emulator. */
export interface ServiceOverrides {
  readonly analytics?: AnalyticsPort;
  /** Installations and Remote Config. */
  readonly configServices?: ConfigServices;
  readonly messaging?: MessagingPort<AppMessageData>;
}

/** `app`, whose `getApp` waits for `ready`: the services that must not send a request before App Check is active. */
const appAfter = (app: FirebaseAppHandle, ready: Promise<void>): FirebaseAppHandle => ({
  name: app.name,
  getApp: (sdk) => ready.then(() => app.getApp(sdk)),
  delete: () => app.delete(),
});

/**
 * The Firebase adapters over one Firebase app, connected to the emulators
 * under the `emulator` driver. Analytics, Installations, Remote Config and
 * Messaging have no emulator, so under that driver the composition root passes
 * their memory adapters as `overrides`, and nothing reaches Google. Every
 * service but App Check reaches the app only once App Check's activation has
 * settled (`startAfterAppCheck`).
 */
export function createFirebaseServices(
  settings: Exclude<PlatformSettings, { driver: 'memory' }>,
  { analytics, configServices, messaging }: ServiceOverrides = {},
): DriverServices {
  const appCheckApp = createFirebaseApp(settings.firebase);
  let startServices = () => undefined as void;
  const app = appAfter(appCheckApp, new Promise<void>((resolve) => (startServices = resolve)));
  const emulators = settings.driver === 'emulator' ? settings.emulators : undefined;
  const authEmulator = emulators && { url: `http://${emulators.host}:${emulators.ports.auth}` };
  const databaseEmulator = emulators && { host: emulators.host, port: emulators.ports.database };
  const storageEmulator = emulators && { host: emulators.host, port: emulators.ports.storage };
  const firestoreEmulator = emulators && { host: emulators.host, port: emulators.ports.firestore };
  const hasDatabase = databaseEmulator !== undefined || settings.firebase.databaseURL !== undefined;
  const auth = createFirebaseAuth({ app, emulator: authEmulator });
  const appcheck = createFirebaseAppCheck({ app: appCheckApp });
  // The database's REST fallback sends the user's ID token and, where App Check is on, its token.
  const rtdb = createFirebaseRtdb({
    app,
    emulator: databaseEmulator,
    getIdToken: () => auth.getIdToken(),
    getAppCheckToken: () =>
      appcheck.getToken().then(
        (token) => token.token,
        () => null,
      ),
  });
  const storage = createFirebaseStorage({ app, ...(storageEmulator ? { emulator: storageEmulator } : {}) });
  return {
    services: {
      auth,
      appcheck,
      analytics: analytics ?? createFirebaseAnalytics({ app, initialConsent: initialConsent() }),
      ...(configServices ?? {
        installations: createFirebaseInstallations({ app }),
        'remote-config': createFirebaseRemoteConfig({ app, schema: appConfig }),
      }),
      ...(hasDatabase ? { rtdb } : {}),
      storage,
      // Kept in IndexedDB and shared by every tab, so notes written offline survive a reload until they sync.
      firestore: createFirebaseFirestore({
        app,
        cache: persistentMultiTabCache,
        ...(firestoreEmulator ? { emulator: firestoreEmulator } : {}),
      }),
      // The service worker that shows background messages is built with the app at /firebase-messaging-sw.js.
      messaging:
        messaging ??
        createFirebaseMessaging<AppMessageData>({ app, vapidKey: readEnv(appEnv, 'VITE_FIREBASE_VAPID_KEY') }),
    },
    startAfterAppCheck: (activation) => void activation.finally(startServices).catch(() => undefined),
    dispose: () => appCheckApp.delete(),
  };
}

/**
 * The Firebase adapters for the `emulator` or `firebase` driver. Analytics, Installations, Remote Config and Messaging
 * have no emulator, so under the emulator driver their memory adapters are loaded too; the firebase driver never loads
 * anything made for development.
 */
export async function loadFirebaseServices(
  settings: Exclude<PlatformSettings, { driver: 'memory' }>,
): Promise<DriverServices> {
  if (settings.driver !== 'emulator') return createFirebaseServices(settings);
  const [{ createDevAnalytics }, { createDevConfigServices }, { createDevMessaging }] = await Promise.all([
    import('./dev-analytics'),
    import('./dev-config-services'),
    import('./memory-messaging'),
  ]);
  const services = createFirebaseServices(settings, {
    analytics: createDevAnalytics(),
    configServices: createDevConfigServices(),
    messaging: createDevMessaging(),
  });
  // In development only: a production build drops this branch and its chunk.
  if (!import.meta.env.DEV) return services;
  const { withDevIndexWarnings } = await import('./dev-index-warnings');
  return {
    ...services,
    services: { ...services.services, firestore: withDevIndexWarnings(services.services.firestore) },
  };
}
