import { currentAndChanges, useSubscription } from '@platform/react';
import { useCallback, useMemo } from 'react';
import type { PushPermission } from '../messaging.types.js';
import { useMessaging } from './use-messaging.js';

/** The subscription key, within the port's scope, shared by every component reading the permission. */
export const NOTIFICATION_PERMISSION_KEY = 'messaging:permission';

/** What {@link useNotificationPermission} gives. */
export interface NotificationPermissionState {
  /** The permission now; read without asking, so it is never `loading`. */
  readonly permission: PushPermission;
  /** Shows the browser's prompt (from a click: browsers ignore prompts nobody asked for) and resolves with the answer. */
  readonly request: () => Promise<PushPermission>;
}

/**
 * The notification permission, followed through `onPermissionChange`. Reading
 * it never asks; only `request()` does, and only when the person acts.
 */
export function useNotificationPermission(): NotificationPermissionState {
  const messaging = useMessaging();
  const source = useMemo(
    () =>
      currentAndChanges<PushPermission>(
        () => messaging.permission(),
        (listener) => messaging.onPermissionChange(listener),
      ),
    [messaging],
  );
  const resource = useSubscription(messaging, NOTIFICATION_PERMISSION_KEY, source);
  const request = useCallback(() => messaging.requestPermission(), [messaging]);
  return { permission: resource.status === 'success' ? resource.data : messaging.permission(), request };
}
