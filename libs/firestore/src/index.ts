export type { FirestorePort } from './firestore.port.js';
export { FIRESTORE_SDK_CODES, firestoreErrors, toFirestoreError, type FirestoreErrorCode } from './firestore.errors.js';
export type { FirestoreConnection, FirestoreConnectionState, Unsubscribe } from './firestore.types.js';
