import { injectStorageEmulator } from './storage-emulator.js';
import { createFirebaseApp } from '@platform/core/firebase';
import type { StorageContractFactory } from '../../storage.contract.js';
import { createFirebaseStorage } from '../index.js';
import { DEMO_CONFIG } from './demo-config.js';

/** Resets the Storage emulator (the in-process one here, the official one on GitHub) to an empty state. */
async function resetStorageEmulator(url: string): Promise<void> {
  const response = await fetch(`${url}/internal/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`The Storage emulator refused a reset: HTTP ${response.status}.`);
}

/** A contract factory: a new Firebase app and adapter per test, on an emptied Storage emulator. */
export function storageEmulatorFactory(name: string): StorageContractFactory {
  const emulator = injectStorageEmulator();
  let apps = 0;
  return async () => {
    await resetStorageEmulator(emulator.url);
    apps += 1;
    const app = createFirebaseApp(DEMO_CONFIG, { name: `${name}-${apps}` });
    return {
      // As the emulator's admin: the contract tests the adapter, and the official emulator on GitHub enforces storage.rules.
      port: createFirebaseStorage({
        app,
        emulator: { host: emulator.host, port: emulator.port, mockUserToken: 'owner' },
      }),
      defaultBucket: DEMO_CONFIG.storageBucket,
      deleteApp: () => app.delete(),
      dispose: () => app.delete(),
    };
  };
}
