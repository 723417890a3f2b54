import { createMemoryAppCheck } from '@platform/appcheck/memory';
import { createMemoryAuth } from '@platform/auth/memory';
import type { PlatformSettings } from '@platform/core';
import { createMemoryRtdb } from '@platform/rtdb/memory';
import { createMemoryStorage } from '@platform/storage/memory';
import { createMemoryFirestore } from '@platform/firestore/memory';
import { createDevAnalytics } from './dev-analytics';
import { createDevConfigServices } from './dev-config-services';
import { createDevMessaging, sendTestMessage } from './memory-messaging';
import type { DriverServices } from './platform';

/** Where the memory driver keeps accounts and the session, so a reload stays signed in; none on a server. */
const browserStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The memory adapters: everything runs in the page, with no network. */
export function createMemoryServices(settings: Extract<PlatformSettings, { driver: 'memory' }>): DriverServices {
  const auth = createMemoryAuth({ storage: browserStorage(), projectId: settings.projectId });
  // 64 KiB every 50 ms: about 1.3 MB/s, so that an upload's progress bar, pause and cancel can be seen and used.
  const storage = createMemoryStorage({ chunkBytes: 64 * 1024, chunkMs: 50 });
  const messaging = createDevMessaging();
  let sent = 0;
  return {
    services: {
      auth,
      appcheck: createMemoryAppCheck(),
      analytics: createDevAnalytics(),
      ...createDevConfigServices(),
      rtdb: createMemoryRtdb(),
      storage,
      firestore: createMemoryFirestore(),
      messaging,
    },
    // Every service is released by the platform; the memory driver holds nothing else.
    dispose: async () => undefined,
    sendTestMessage: () => sendTestMessage(messaging, (sent += 1)),
  };
}
