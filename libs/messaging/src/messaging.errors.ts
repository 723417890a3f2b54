import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';

/** Every error the Messaging port can raise, with the message a person using the app sees. */
export const messagingErrors = defineErrors('messaging', {
  'messaging/app-deleted': 'Messaging has stopped. Reload the page to start again.',
  'messaging/disposed': DISPOSED_MESSAGE,
  'messaging/unavailable': UNAVAILABLE_MESSAGE,
  'messaging/unknown': 'Something went wrong with Messaging. Please try again.',
});

/** Every code the Messaging port can raise. */
export type MessagingErrorCode = keyof typeof messagingErrors.messages;

/** The SDK's `FirebaseError.code` (and core's codes) for each port code they map to. */
export const MESSAGING_SDK_CODES: Readonly<Record<string, MessagingErrorCode>> = {
  'app/app-deleted': 'messaging/app-deleted',
  'core/app-deleted': 'messaging/app-deleted',
};

/** Maps anything the SDK throws to a typed Messaging error; unknown codes keep theirs in `customData.originalCode`. */
export const toMessagingError = createFirebaseErrorMapper({
  catalog: messagingErrors,
  codes: MESSAGING_SDK_CODES,
  fallback: 'messaging/unknown',
});
