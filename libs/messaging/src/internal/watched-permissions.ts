import { callListener } from '@platform/core';
import type { PushPermission, Unsubscribe } from '../messaging.types.js';
import type { NotificationPermissions } from './notification-permissions.js';

/** Notification permissions whose changes, as far as this port can see them, reach listeners. */
export interface WatchedPermissions extends NotificationPermissions {
  /** Adds a listener for later changes; a no-op once closed. */
  add(listener: (permission: PushPermission) => void): Unsubscribe;
  /** Reads the permission again and tells the listeners if it changed since they last heard. */
  check(): void;
  /** Silences every listener for good (the port was disposed). */
  close(): void;
}

/**
 * Watches `permissions`: the answer to each prompt, and whatever
 * {@link WatchedPermissions.check} finds after a call that may have seen a
 * change made elsewhere (the site settings, another tab).
 */
export function watchPermissions(permissions: NotificationPermissions): WatchedPermissions {
  // A plain set with the platform's error policy: the eager facade holds this, and a listener set would double its size.
  let listeners: Set<(permission: PushPermission) => void> | undefined = new Set();
  let last = permissions.current();
  const check = () => {
    const now = permissions.current();
    if (now === last) return;
    last = now;
    for (const listener of [...(listeners ?? [])]) if (listeners?.has(listener)) callListener(listener, now);
  };
  return {
    current: () => permissions.current(),
    async request() {
      try {
        return await permissions.request();
      } finally {
        check();
      }
    },
    add(listener) {
      listeners?.add(listener);
      return () => listeners?.delete(listener);
    },
    check,
    close() {
      listeners = undefined;
    },
  };
}
