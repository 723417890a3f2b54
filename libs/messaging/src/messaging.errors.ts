import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';

/**
 * Every error the Messaging port can raise, with the message a person using
 * the app sees. `permission-blocked`, `permission-default` and
 * `unsupported-browser` are the codes of {@link PushTokenResult}'s outcomes,
 * whose messages explain them; the SDK's own text stays in `customData.originalMessage`.
 */
export const messagingErrors = defineErrors('messaging', {
  'messaging/permission-blocked':
    'Notifications are blocked for this site. To receive them, allow notifications in your browser’s site settings, then try again.',
  'messaging/permission-default':
    'Notifications were not allowed. Choose “Allow” when your browser asks to receive them.',
  'messaging/unsupported-browser': 'This browser cannot receive notifications from this app.',
  'messaging/token-subscribe-failed': 'We could not turn on notifications. Please try again later.',
  'messaging/token-unsubscribe-failed': 'We could not turn off notifications. Please try again later.',
  'messaging/token-update-failed': 'We could not renew your notification subscription. Please try again later.',
  'messaging/failed-service-worker-registration':
    'Notifications could not be set up in this browser. Reload the page and try again.',
  'messaging/invalid-vapid-key': 'This app is not set up for notifications. Please contact its developer.',
  'messaging/app-deleted': 'Messaging has stopped. Reload the page to start again.',
  'messaging/disposed': DISPOSED_MESSAGE,
  'messaging/unavailable': UNAVAILABLE_MESSAGE,
  'messaging/unknown': 'Something went wrong with notifications. Please try again.',
});

/** Every code the Messaging port can raise. */
export type MessagingErrorCode = keyof typeof messagingErrors.messages;

/** Every code in {@link messagingErrors}, in catalogue order. */
export const MESSAGING_ERROR_CODES = Object.keys(messagingErrors.messages) as readonly MessagingErrorCode[];

/** The SDK's `FirebaseError.code` (and core's codes) for each port code they map to. */
const MESSAGING_SDK_CODES: Readonly<Record<string, MessagingErrorCode>> = {
  'messaging/permission-blocked': 'messaging/permission-blocked',
  'messaging/permission-default': 'messaging/permission-default',
  'messaging/unsupported-browser': 'messaging/unsupported-browser',
  'messaging/indexed-db-unsupported': 'messaging/unsupported-browser',
  'messaging/only-available-in-window': 'messaging/unsupported-browser',
  'messaging/token-subscribe-failed': 'messaging/token-subscribe-failed',
  'messaging/token-subscribe-no-token': 'messaging/token-subscribe-failed',
  'messaging/token-unsubscribe-failed': 'messaging/token-unsubscribe-failed',
  'messaging/token-update-failed': 'messaging/token-update-failed',
  'messaging/token-update-no-token': 'messaging/token-update-failed',
  'messaging/failed-service-worker-registration': 'messaging/failed-service-worker-registration',
  'messaging/invalid-sw-registration': 'messaging/failed-service-worker-registration',
  'messaging/invalid-vapid-key': 'messaging/invalid-vapid-key',
  'app/app-deleted': 'messaging/app-deleted',
  'core/app-deleted': 'messaging/app-deleted',
};

/**
 * Maps anything the SDK throws to a typed Messaging error; the SDK's
 * `customData` is kept, and unknown codes keep theirs in `customData.originalCode`.
 */
export const toMessagingError = createFirebaseErrorMapper({
  catalog: messagingErrors,
  codes: MESSAGING_SDK_CODES,
  fallback: 'messaging/unknown',
});
