import type { AnalyticsPort } from '@platform/analytics';
import { createFirebaseAnalytics } from '@platform/analytics/firebase';
import { createFirebaseAppCheck } from '@platform/appcheck/firebase';
import { createFirebaseAuth } from '@platform/auth/firebase';
import type { PlatformSettings } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseStorage } from '@platform/storage/firebase';
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
  const emulators = settings.driver === 'emulator' ? settings.emulators : undefined;
  const emulator = emulators && { url: `http://${emulators.host}:${emulators.ports.auth}` };
  const storageEmulator = emulators && { host: emulators.host, port: emulators.ports.storage };
  const storage = createFirebaseStorage({ app, ...(storageEmulator ? { emulator: storageEmulator } : {}) });
  return {
    services: {
      auth: createFirebaseAuth({ app, emulator }),
      appcheck: createFirebaseAppCheck({ app }),
      analytics: analytics ?? createFirebaseAnalytics({ app, initialConsent: initialConsent() }),
      storage,
    },
    dispose: async () => {
      await storage.dispose();
      await app.delete();
    },
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
