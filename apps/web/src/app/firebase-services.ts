import { createFirebaseAppCheck } from '@platform/appcheck/firebase';
import { createFirebaseAuth } from '@platform/auth/firebase';
import type { PlatformSettings } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseInstallations } from '@platform/installations/firebase';
import { createFirebaseRemoteConfig } from '@platform/remote-config/firebase';
import { appConfig } from './app-config';
import type { DriverServices } from './platform';

/** The Firebase adapters over one Firebase app, connected to the emulators under the `emulator` driver. */
export function createFirebaseServices(settings: Exclude<PlatformSettings, { driver: 'memory' }>): DriverServices {
  const app = createFirebaseApp(settings.firebase);
  const emulator =
    settings.driver === 'emulator'
      ? { url: `http://${settings.emulators.host}:${settings.emulators.ports.auth}` }
      : undefined;
  return {
    services: {
      auth: createFirebaseAuth({ app, emulator }),
      appcheck: createFirebaseAppCheck({ app }),
      installations: createFirebaseInstallations({ app }),
      'remote-config': createFirebaseRemoteConfig({ app, schema: appConfig }),
    },
    dispose: () => app.delete(),
  };
}
