import type { PushTokenResult } from '../messaging.types.js';
import type { NotificationPermissions } from './notification-permissions.js';
import { refusal } from './token-outcomes.js';

/**
 * The rule both adapters keep: the permission is checked before any token
 * work. Asking is that check: it prompts only while the person has not
 * answered (not asked, asking, dismissed), and otherwise resolves at once with
 * `granted`, `blocked` or `unsupported`. Only `granted` runs `obtain`.
 */
export async function permissionFirst(
  permissions: NotificationPermissions,
  obtain: () => Promise<PushTokenResult>,
): Promise<PushTokenResult> {
  const permission = await permissions.request();
  // Once asked, the permission is the answer: `granted`, `blocked`, `unsupported` or `dismissed`.
  return permission === 'granted' ? obtain() : refusal(permission as 'blocked' | 'unsupported' | 'dismissed');
}
