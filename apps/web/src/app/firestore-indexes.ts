import indexes from '../../../../firestore.indexes.json?raw';

/**
 * The repository's `firestore.indexes.json`, which `firebase deploy` gives production: the memory driver and the
 * app's tests refuse a query it cannot serve, as production would.
 */
export const FIRESTORE_INDEXES: string = indexes;
