export { useMessaging } from './use-messaging.js';
export { MESSAGES_KEPT, MESSAGES_KEY, useMessages } from './use-messages.js';
export {
  NOTIFICATION_PERMISSION_KEY,
  useNotificationPermission,
  type NotificationPermissionState,
} from './use-notification-permission.js';
export { PUSH_TOKEN_KEY, usePushToken, type PushTokenRequest, type PushTokenState } from './use-push-token.js';
