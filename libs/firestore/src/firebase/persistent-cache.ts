import {
  clearIndexedDbPersistence,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import type { FirestoreCacheCode } from './firebase-firestore-options.js';

/** The SDK's IndexedDB cache shared by every tab, in a chunk only an app that chose it loads. */
export const persistentCache: FirestoreCacheCode = {
  make: () => persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  clear: (db) => clearIndexedDbPersistence(db as Firestore),
};
