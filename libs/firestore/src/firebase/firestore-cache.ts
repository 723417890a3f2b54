/** A cache the SDK keeps instead of its memory cache, given as `cache` to `createFirebaseFirestore`. */
export interface FirestoreCache {
  /**
   * Loads the code that makes the SDK's cache settings; the adapter loads it with its implementation, in one round.
   * What it makes is the SDK's own, opaque here so that an app's types never need the SDK's.
   */
  readonly load: () => Promise<() => object>;
}

/**
 * The SDK's cache in IndexedDB, shared by every tab, so writes made offline survive a reload. Its code is a good
 * part of the SDK, so only an app that imports this value ships it.
 */
export const persistentMultiTabCache: FirestoreCache = {
  load: () => import('./persistent-cache.js').then((chunk) => chunk.persistentCache),
};
