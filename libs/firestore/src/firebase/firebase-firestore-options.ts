import type { FirebaseAppHandle } from '@platform/core/firebase';

/** The code of a cache: what makes the SDK's cache settings, and what deletes the cache from the device. */
export interface FirestoreCacheCode {
  /** The SDK's cache settings, opaque here so that an app's types never need the SDK's. */
  readonly make: () => object;
  /** Deletes what the cache keeps on the device, for a terminated SDK instance (opaque for the same reason). */
  readonly clear: (db: object) => Promise<void>;
}

/** A cache the SDK keeps instead of its memory cache, given as `cache` to `createFirebaseFirestore`. */
export interface FirestoreCache {
  /** Loads the cache's code; the adapter loads it with its implementation, in one round. */
  readonly load: () => Promise<FirestoreCacheCode>;
}

/**
 * The SDK's cache in IndexedDB, shared by every tab, so writes made offline survive a reload. Its code is a good
 * part of the SDK, so only an app that imports this value ships it.
 */
export const persistentMultiTabCache: FirestoreCache = {
  load: () => import('./persistent-cache.js').then((chunk) => chunk.persistentCache),
};

/** What `createFirebaseFirestore` needs. */
export interface FirebaseFirestoreDeps {
  /** The Firebase app; Firestore is initialized on the adapter's first call. */
  readonly app: FirebaseAppHandle;
  /** The Firestore emulator, e.g. `{ host: '127.0.0.1', port: 8080 }`. */
  readonly emulator?: { readonly host: string; readonly port: number };
  /**
   * Where the SDK keeps its cache: in memory when omitted, or, with `persistentMultiTabCache`, in IndexedDB shared by
   * every tab, so writes made offline survive a reload.
   */
  readonly cache?: FirestoreCache;
  /** Drop `undefined` fields instead of refusing them (the SDK's `ignoreUndefinedProperties`). */
  readonly ignoreUndefinedProperties?: boolean;
}
