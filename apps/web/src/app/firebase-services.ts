import { createFirebaseAppCheck } from '@platform/appcheck/firebase';
import { createFirebaseAuth } from '@platform/auth/firebase';
import type { PlatformSettings } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseStorage } from '@platform/storage/firebase';
import type { DriverServices } from './platform';

/** The Firebase adapters over one Firebase app, connected to the emulators under the `emulator` driver. */
export function createFirebaseServices(settings: Exclude<PlatformSettings, { driver: 'memory' }>): DriverServices {
  const app = createFirebaseApp(settings.firebase);
  const emulators = settings.driver === 'emulator' ? settings.emulators : undefined;
  const emulator = emulators && { url: `http://${emulators.host}:${emulators.ports.auth}` };
  const storageEmulator = emulators && { host: emulators.host, port: emulators.ports.storage };
  const storage = createFirebaseStorage({ app, ...(storageEmulator ? { emulator: storageEmulator } : {}) });
  return {
    services: { auth: createFirebaseAuth({ app, emulator }), appcheck: createFirebaseAppCheck({ app }), storage },
    dispose: async () => {
      await storage.dispose();
      await app.delete();
    },
  };
}
