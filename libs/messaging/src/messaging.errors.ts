import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { CALL_ERROR_MESSAGES, CALL_SDK_CODES } from './internal/call-errors.js';
import { PERMISSION_ERROR_MESSAGES, PERMISSION_SDK_CODES } from './internal/permission-errors.js';

/**
 * Every error the Messaging port can raise, with the message a person using
 * the app sees. `permission-blocked`, `permission-default` and
 * `unsupported-browser` are the codes of {@link PushTokenResult}'s outcomes,
 * whose messages explain them; the SDK's own text stays in `customData.originalMessage`.
 */
export const messagingErrors = defineErrors('messaging', { ...PERMISSION_ERROR_MESSAGES, ...CALL_ERROR_MESSAGES });

/** Every code the Messaging port can raise. */
export type MessagingErrorCode = keyof typeof messagingErrors.messages;

/** Every code in {@link messagingErrors}, in catalogue order. */
export const MESSAGING_ERROR_CODES = Object.keys(messagingErrors.messages) as readonly MessagingErrorCode[];

/**
 * Maps anything the SDK throws to a typed Messaging error; the SDK's
 * `customData` is kept, and unknown codes keep theirs in `customData.originalCode`.
 */
export const toMessagingError = createFirebaseErrorMapper({
  catalog: messagingErrors,
  codes: { ...PERMISSION_SDK_CODES, ...CALL_SDK_CODES },
  fallback: 'messaging/unknown',
});
