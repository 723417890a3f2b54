/** `firestore.indexes.json`'s text, which `vite.config.mts` puts in the build. */
declare const __FIRESTORE_INDEXES__: string;

/**
 * The repository's `firestore.indexes.json`, which `firebase deploy` gives production: the memory driver and the
 * app's tests refuse a query it cannot serve, as production would.
 */
export const FIRESTORE_INDEXES: string = __FIRESTORE_INDEXES__;
