export { createFirebaseMessaging } from './firebase-messaging.facade.js';
export type { FirebaseMessagingDeps } from './firebase-messaging.js';
