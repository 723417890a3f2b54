export type { MessagingPort } from './messaging.port.js';
export { MESSAGING_SDK_CODES, messagingErrors, toMessagingError, type MessagingErrorCode } from './messaging.errors.js';
export type { MessagingConnection, MessagingConnectionState, Unsubscribe } from './messaging.types.js';
