import { createMemoryAppCheck } from '@platform/appcheck/memory';
import { createMemoryAuth } from '@platform/auth/memory';
import type { PlatformSettings } from '@platform/core';
import type { IndexShape } from '@platform/firestore';
import { createMemoryRtdb } from '@platform/rtdb/memory';
import { createMemoryStorage } from '@platform/storage/memory';
import { createMemoryFirestore } from '@platform/firestore/memory';
import { createDevAnalytics } from './dev-analytics';
import { FIRESTORE_INDEXES } from './firestore-indexes';
import { createDevConfigServices } from './dev-config-services';
import { createDevMessaging, sendTestMessage } from './memory-messaging';
import type { DriverServices } from './platform';

/**
 * Where the memory driver keeps accounts, the session, the documents and the files: this tab's `sessionStorage`, so
 * that all of them survive a reload together and go together when the tab closes. None on a server.
 */
const tabStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * Where a test run that watches the page (the e2e, which exposes `__firestoreQueries`) hears the index shapes of
 * every query, for `npm run firestore:indexes`; nowhere otherwise.
 */
const queryRecording = () => {
  const sink =
    typeof window === 'undefined'
      ? undefined
      : (window as { __firestoreQueries?: (shapes: readonly IndexShape[]) => void }).__firestoreQueries;
  return sink && { record: sink };
};

/** What the memory driver keeps, as the Notes panel tells the person. */
export const MEMORY_PERSISTENCE_NOTICE =
  'The in-memory driver keeps your account, notes and photo in this browser tab only: they are still here after a reload, and gone when you close the tab.';

/** The memory adapters: everything runs in the page, with no network. */
export function createMemoryServices(settings: Extract<PlatformSettings, { driver: 'memory' }>): DriverServices {
  const storage = tabStorage();
  const auth = createMemoryAuth({ storage, projectId: settings.projectId });
  // 64 KiB every 50 ms: about 1.3 MB/s, so that an upload's progress bar, pause and cancel can be seen and used.
  const files = createMemoryStorage({ chunkBytes: 64 * 1024, chunkMs: 50, storage });
  const messaging = createDevMessaging();
  let sent = 0;
  return {
    services: {
      auth,
      appcheck: createMemoryAppCheck(),
      analytics: createDevAnalytics(),
      ...createDevConfigServices(),
      rtdb: createMemoryRtdb(),
      storage: files,
      // Refuses a query that production would refuse for want of an index in firestore.indexes.json.
      firestore: createMemoryFirestore({ storage, indexes: FIRESTORE_INDEXES, recording: queryRecording() }),
      messaging,
    },
    // Every service is released by the platform; the memory driver holds nothing else.
    dispose: async () => undefined,
    sendTestMessage: () => sendTestMessage(messaging, (sent += 1)),
    persistenceNotice: MEMORY_PERSISTENCE_NOTICE,
  };
}
