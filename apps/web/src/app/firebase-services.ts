import { createFirebaseAppCheck } from '@platform/appcheck/firebase';
import { createFirebaseAuth } from '@platform/auth/firebase';
import type { PlatformSettings } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseRtdb } from '@platform/rtdb/firebase';
import type { DriverServices } from './platform';

/** The Firebase adapters over one Firebase app, connected to the emulators under the `emulator` driver. */
export function createFirebaseServices(settings: Exclude<PlatformSettings, { driver: 'memory' }>): DriverServices {
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
  return {
    services: {
      auth: createFirebaseAuth({ app, emulator }),
      appcheck: createFirebaseAppCheck({ app }),
      ...(hasDatabase ? { rtdb: createFirebaseRtdb({ app, emulator: databaseEmulator }) } : {}),
    },
    dispose: () => app.delete(),
  };
}
