import type { AnalyticsPort } from '@platform/analytics';
import { createFirebaseAnalytics } from '@platform/analytics/firebase';
import { createFirebaseAppCheck } from '@platform/appcheck/firebase';
import { createFirebaseAuth } from '@platform/auth/firebase';
import type { PlatformSettings } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseInstallations } from '@platform/installations/firebase';
import { createFirebaseRemoteConfig } from '@platform/remote-config/firebase';
import { createFirebaseStorage } from '@platform/storage/firebase';
import { appConfig } from './app-config';
import { initialConsent } from './consent-choice';
import type { ConfigServices } from './dev-config-services';
import type { DriverServices } from './platform';

/**
 * The Firebase adapters over one Firebase app, connected to the emulators
 * under the `emulator` driver. Analytics, Installations and Remote Config have
 * no emulator, so under that driver the composition root passes their memory
 * adapters as `analytics` and `configServices`, and nothing reaches Google.
 */
export function createFirebaseServices(
  settings: Exclude<PlatformSettings, { driver: 'memory' }>,
  analytics?: AnalyticsPort,
  configServices?: ConfigServices,
): DriverServices {
  const app = createFirebaseApp(settings.firebase);
  const emulators = settings.driver === 'emulator' ? settings.emulators : undefined;
  const emulator = emulators && { url: `http://${emulators.host}:${emulators.ports.auth}` };
  const storageEmulator = emulators && { host: emulators.host, port: emulators.ports.storage };
  const storage = createFirebaseStorage({ app, ...(storageEmulator ? { emulator: storageEmulator } : {}) });
  return {
    services: {
      auth: createFirebaseAuth({ app, emulator }),
      appcheck: createFirebaseAppCheck({ app }),
      analytics: analytics ?? createFirebaseAnalytics({ app, initialConsent: initialConsent() }),
      ...(configServices ?? {
        installations: createFirebaseInstallations({ app }),
        'remote-config': createFirebaseRemoteConfig({ app, schema: appConfig }),
      }),
      storage,
    },
    dispose: async () => {
      await storage.dispose();
      await app.delete();
    },
  };
}

/**
 * The Firebase adapters for the `emulator` or `firebase` driver. Analytics, Installations and Remote Config have no
 * emulator, so under the emulator driver their memory adapters are loaded too; the firebase driver never loads
 * anything made for development.
 */
export async function loadFirebaseServices(
  settings: Exclude<PlatformSettings, { driver: 'memory' }>,
): Promise<DriverServices> {
  if (settings.driver !== 'emulator') return createFirebaseServices(settings);
  const [{ createDevAnalytics }, { createDevConfigServices }] = await Promise.all([
    import('./dev-analytics'),
    import('./dev-config-services'),
  ]);
  return createFirebaseServices(settings, createDevAnalytics(), createDevConfigServices());
}
