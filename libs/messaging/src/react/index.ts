export { useMessaging } from './use-messaging.js';
export { MESSAGING_CONNECTION_KEY, useMessagingConnection } from './use-messaging-connection.js';
