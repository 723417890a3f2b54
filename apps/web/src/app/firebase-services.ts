import type { AnalyticsPort } from '@platform/analytics';
import { createFirebaseAnalytics } from '@platform/analytics/firebase';
import { createFirebaseAppCheck } from '@platform/appcheck/firebase';
import { createFirebaseAuth } from '@platform/auth/firebase';
import type { PlatformSettings } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseRtdb } from '@platform/rtdb/firebase';
import { initialConsent } from './consent-choice';
import type { DriverServices } from './platform';

/**
 * The Firebase adapters over one Firebase app, connected to the emulators
 * under the `emulator` driver. Analytics has no emulator, so under that driver
 * the composition root passes the memory adapter as `analytics`, and nothing reaches Google.
 */
export function createFirebaseServices(
  settings: Exclude<PlatformSettings, { driver: 'memory' }>,
  analytics?: AnalyticsPort,
): DriverServices {
  const app = createFirebaseApp(settings.firebase);
  const emulator =
    settings.driver === 'emulator'
      ? { url: `http://${settings.emulators.host}:${settings.emulators.ports.auth}` }
      : undefined;
  const databaseEmulator =
    settings.driver === 'emulator'
      ? { host: settings.emulators.host, port: settings.emulators.ports.database }
      : undefined;
  const hasDatabase = databaseEmulator !== undefined || settings.firebase.databaseURL !== undefined;
  const auth = createFirebaseAuth({ app, emulator });
  const appcheck = createFirebaseAppCheck({ app });
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
  return {
    services: {
      auth,
      appcheck,
      analytics: analytics ?? createFirebaseAnalytics({ app, initialConsent: initialConsent() }),
      ...(hasDatabase ? { rtdb } : {}),
    },
    dispose: () => app.delete(),
  };
}

/**
 * The Firebase adapters for the `emulator` or `firebase` driver. Analytics has no emulator, so under the emulator
 * driver its memory adapter is loaded too; the firebase driver never loads anything made for development.
 */
export async function loadFirebaseServices(
  settings: Exclude<PlatformSettings, { driver: 'memory' }>,
): Promise<DriverServices> {
  const analytics = settings.driver === 'emulator' ? (await import('./dev-analytics')).createDevAnalytics() : undefined;
  return createFirebaseServices(settings, analytics);
}
