import { browserNotificationPermissions, hasPushApis } from '@platform/messaging';
import { createMemoryMessaging, type MemoryMessaging } from '@platform/messaging/memory';
import type { AppMessageData } from './app-message';

/**
 * Messaging for the memory driver: tokens and messages are simulated, and the
 * permission is the browser's own where it has the Push APIs, so the person
 * sees the real prompt (and a browser automation can grant or block it).
 */
export function createDevMessaging(): MemoryMessaging<AppMessageData> {
  return createMemoryMessaging<AppMessageData>(hasPushApis() ? { permissions: browserNotificationPermissions } : {});
}

/** The memory driver's "Send a test message": a foreground message, as FCM would deliver it. */
export function sendTestMessage(messaging: MemoryMessaging<AppMessageData>, sent: number): void {
  messaging.control.deliver({
    messageId: `test-${sent}`,
    from: 'kindling',
    notification: { title: 'Test message', body: `Test message ${sent} arrived.` },
    data: { text: `Test message ${sent} arrived.` },
  });
}
