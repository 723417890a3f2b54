import type { PushPermission } from '../messaging.types.js';

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
