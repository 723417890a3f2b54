export { useFirestore } from './use-firestore.js';
export { FIRESTORE_CONNECTION_KEY, useFirestoreConnection } from './use-firestore-connection.js';
