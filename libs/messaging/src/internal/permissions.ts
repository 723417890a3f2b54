import { callListener } from '@platform/core';
import type { PushPermission, PushTokenResult, Unsubscribe } from '../messaging.types.js';

/** Where an adapter reads and asks for the notification permission: the browser, or a simulation. */
export interface NotificationPermissions {
  /** The permission now, without asking. */
  current(): PushPermission;
  /**
   * Asks the person when the permission is `default`; resolves with the permission afterwards (`default` again when
   * they dismiss the prompt), and never rejects.
   */
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
  // eslint-disable-next-line baseline-js/use-baseline -- feature-detected: without the Push APIs it reads as unsupported
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

type Refusal = Exclude<PushTokenResult, { status: 'granted' }>;

const CODES: { readonly [S in Refusal['status']]: Extract<Refusal, { status: S }>['code'] } = {
  blocked: 'messaging/permission-blocked',
  dismissed: 'messaging/permission-default',
  unsupported: 'messaging/unsupported-browser',
};

/** Why there is no token: the person blocked notifications or dismissed the prompt, or the browser cannot have one. */
export const refusal = <S extends Refusal['status']>(status: S) =>
  ({ status, code: CODES[status] }) as Extract<Refusal, { status: S }>;

/**
 * The rule both adapters keep: the permission is checked before any token work. Asking is that check: it prompts
 * only while the person has not answered (not asked, asking, dismissed), and otherwise resolves at once with
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
