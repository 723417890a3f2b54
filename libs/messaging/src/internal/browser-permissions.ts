import type { PushPermission } from '../messaging.types.js';
import type { NotificationPermissions } from './notification-permissions.js';

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
