import type { PushTokenResult } from '../messaging.types.js';
import type { NotificationPermissions } from './notification-permissions.js';
import { BLOCKED, DISMISSED, UNSUPPORTED } from './token-outcomes.js';

/**
 * The rule both adapters keep: the permission is checked before any token
 * work. `blocked` and `unsupported` resolve at once; `granted` runs `obtain`;
 * anything else (not asked, asking, dismissed) asks first.
 */
export async function permissionFirst(
  permissions: NotificationPermissions,
  obtain: () => Promise<PushTokenResult>,
): Promise<PushTokenResult> {
  const before = permissions.current();
  const permission = before === 'granted' || before === 'blocked' || before === 'unsupported' ? before : await permissions.request();
  if (permission === 'granted') return obtain();
  return permission === 'blocked' ? BLOCKED : permission === 'unsupported' ? UNSUPPORTED : DISMISSED;
}
