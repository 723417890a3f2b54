import { callListener } from '@platform/core';
import type { PushPermission, PushTokenResult, Unsubscribe } from '../messaging.types.js';

/** Where an adapter reads and asks for the notification permission: the browser, or a simulation. */
export interface NotificationPermissions {
  /** The permission now, without asking. */
  current(): PushPermission;
  /** Asks the person when the permission is `default`; resolves with the permission afterwards. */
  request(): Promise<PushPermission>;
}

/** Whether this global scope has every browser API web push needs; false on a server, in jsdom and in Safari's private mode. */
export const hasPushApis = (): boolean =>
  typeof navigator === 'object' &&
  'serviceWorker' in navigator &&
  typeof PushManager === 'function' &&
  typeof Notification === 'function';

const fromBrowser = (permission: NotificationPermission): PushPermission =>
  permission === 'denied' ? 'blocked' : permission;

/**
 * The browser's own notification permission, through `Notification`. Reports
 * `unsupported`, never throws, where the Push APIs are missing.
 */
export const browserPermissions: NotificationPermissions = {
  current: () => (hasPushApis() ? fromBrowser(Notification.permission) : 'unsupported'),
  // Browsers show no prompt once the person has answered; they resolve with that answer.
  request: async () => (hasPushApis() ? fromBrowser(await Notification.requestPermission()) : 'unsupported'),
};

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

type Outcome<S extends PushTokenResult['status']> = Extract<PushTokenResult, { status: S }>;

/** The person blocked notifications. */
export const BLOCKED: Outcome<'blocked'> = { status: 'blocked', code: 'messaging/permission-blocked' };

/** The person dismissed the prompt. */
const DISMISSED: Outcome<'default'> = { status: 'default', code: 'messaging/permission-default' };

/** The browser cannot receive push messages. */
export const UNSUPPORTED: Outcome<'unsupported'> = {
  status: 'unsupported',
  code: 'messaging/unsupported-browser',
};

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
