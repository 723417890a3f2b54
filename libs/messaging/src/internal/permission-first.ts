import type { PushTokenResult } from '../messaging.types.js';
import type { NotificationPermissions } from './notification-permissions.js';
import { BLOCKED, DISMISSED, UNSUPPORTED } from './token-outcomes.js';

/**
 * The rule both adapters keep: the permission is checked before any token
 * work. `blocked` and `unsupported` resolve at once; `default` asks first; only
 * `granted` runs `obtain`.
 */
export async function permissionFirst(
  permissions: NotificationPermissions,
  obtain: () => Promise<PushTokenResult>,
): Promise<PushTokenResult> {
  const before = permissions.current();
  const permission = before === 'default' ? await permissions.request() : before;
  if (permission === 'granted') return obtain();
  return permission === 'blocked' ? BLOCKED : permission === 'default' ? DISMISSED : UNSUPPORTED;
}
