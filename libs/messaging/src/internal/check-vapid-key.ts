import { messagingErrors } from '../messaging.errors.js';
import { isVapidKey } from './vapid-key.js';

/**
 * Rejects a malformed VAPID key with `messaging/invalid-vapid-key` before
 * anyone is asked or anything is sent: it is the developer's to fix.
 */
export function checkVapidKey(vapidKey: string | undefined): void {
  if (vapidKey !== undefined && !isVapidKey(vapidKey)) {
    throw messagingErrors.create('messaging/invalid-vapid-key', {
      customData: {
        developerHint: 'Use the public key of the web push certificate (Firebase console › Cloud Messaging).',
      },
    });
  }
}
