import { PlatformError } from '@platform/core';
import type { MessagingErrorCode } from '../messaging.errors.js';
import { CALL_ERROR_MESSAGES } from './call-errors.js';
import { isVapidKey } from './vapid-key.js';

/**
 * Rejects a malformed VAPID key with `messaging/invalid-vapid-key` before
 * anyone is asked or anything is sent: it is the developer's to fix.
 */
export function checkVapidKey(vapidKey: string | undefined): void {
  if (vapidKey !== undefined && !isVapidKey(vapidKey)) {
    const code = 'messaging/invalid-vapid-key';
    throw new PlatformError<MessagingErrorCode>(code, CALL_ERROR_MESSAGES[code], {
      customData: {
        developerHint: 'Use the public key of the web push certificate (Firebase console › Cloud Messaging).',
      },
    });
  }
}
