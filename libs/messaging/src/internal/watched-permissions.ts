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
 * Watches `permissions`: the prompt while it waits for the person (`prompting`), their answer (`dismissed` when they
 * close it, which the browser reports as `default`), and whatever {@link WatchedPermissions.check} finds after a call
 * that may have seen a change made elsewhere (the site settings, another tab).
 */
export function watchPermissions(permissions: NotificationPermissions): WatchedPermissions {
  // A plain set with the platform's error policy: the eager facade holds this, and a listener set would double its size.
  let listeners: Set<(permission: PushPermission) => void> | undefined = new Set();
  /** Where this page's prompt stands, which the port reports while the site's permission is `default`. */
  let prompt: PushPermission | undefined;
  const current = () => {
    const site = permissions.current();
    return (site === 'default' && prompt) || site;
  };
  let last = current();
  const check = () => {
    const now = current();
    if (now === last) return;
    last = now;
    for (const listener of [...(listeners ?? [])]) if (listeners?.has(listener)) callListener(listener, now);
  };
  return {
    current,
    async request() {
      // Kept only while the site reads `default`: a granted or blocked site shows no prompt.
      prompt = 'prompting';
      check();
      prompt = (await permissions.request()) === 'default' ? 'dismissed' : undefined;
      check();
      return current();
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
