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
    services: { auth, appcheck, ...(hasDatabase ? { rtdb } : {}) },
    dispose: () => app.delete(),
  };
}
