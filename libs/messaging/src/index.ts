export type { MessagingPort } from './messaging.port.js';
export {
  MESSAGING_ERROR_CODES,
  messagingErrors,
  toMessagingError,
  type MessagingErrorCode,
} from './messaging.errors.js';
export type {
  GetPushTokenOptions,
  MessageListener,
  PushData,
  PushMessage,
  PushNotification,
  PushPermission,
  SitePermission,
  PushTokenResult,
  TokenListener,
  Unsubscribe,
} from './messaging.types.js';
export { browserPermissions as browserNotificationPermissions, hasPushApis } from './internal/browser-permissions.js';
export type { NotificationPermissions } from './internal/notification-permissions.js';
export type { RegistrationRequest } from './internal/registration-requests.js';
export { isVapidKey } from './internal/vapid-key.js';
