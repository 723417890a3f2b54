import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './lifecycle-errors.js';

/** The messages of every code a call can reject with: the implementation chunk ships these, not the whole catalogue. */
export const CALL_ERROR_MESSAGES = {
  'messaging/unsupported-browser': 'This browser cannot receive notifications.',
  'messaging/token-subscribe-failed': 'Notifications could not be turned on. Try again later.',
  'messaging/token-unsubscribe-failed': 'Notifications could not be turned off. Try again later.',
  'messaging/token-update-failed': 'Notifications could not be renewed. Try again later.',
  'messaging/failed-service-worker-registration': 'Notifications could not be set up in this browser. Reload the page.',
  'messaging/invalid-vapid-key': 'This app is not set up for notifications.',
  'messaging/app-deleted': 'Messaging has stopped. Reload the page.',
  'messaging/disposed': DISPOSED_MESSAGE,
  'messaging/unavailable': UNAVAILABLE_MESSAGE,
  'messaging/unknown': 'Something went wrong with notifications. Try again.',
} as const;

/** The SDK's `FirebaseError.code` (and core's codes) for each of those port codes. */
export const CALL_SDK_CODES = {
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
} as const;
