import { persistentLocalCache, persistentMultipleTabManager, type FirestoreLocalCache } from 'firebase/firestore';

/** The SDK's IndexedDB cache shared by every tab, in a chunk only an app that chose it loads. */
export const persistentCache = (): FirestoreLocalCache =>
  persistentLocalCache({ tabManager: persistentMultipleTabManager() });
