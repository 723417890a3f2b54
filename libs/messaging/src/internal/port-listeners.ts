import type { MessagingPort } from '../messaging.port.js';
import type { PushData } from '../messaging.types.js';
import { createMessageListeners, type MessageListeners } from './message-listeners.js';
import type { NotificationPermissions } from './notification-permissions.js';
import { createTokenChanges, type TokenChanges } from './token-changes.js';
import { watchPermissions, type WatchedPermissions } from './watched-permissions.js';

/** What one port tells listeners about, kept the same way by both adapters. */
export interface PortListeners<TData extends PushData> {
  /** The permission, watched for changes. */
  readonly permissions: WatchedPermissions;
  /** The token and its listeners. */
  readonly tokens: TokenChanges;
  /** The `onMessage` listeners. */
  readonly messages: MessageListeners<TData>;
  /** The port members that read these or listen to them. */
  readonly members: Pick<MessagingPort<TData>, 'onPermissionChange' | 'currentToken' | 'onTokenChange' | 'onMessage'>;
  /** Silences every listener for good (the port was disposed). */
  close(): void;
}

/**
 * Creates them over `permissions`, or over the watcher that `permissions` already is (the facade's, which the
 * implementation shares so that its checks reach the facade's listeners); `onMessageListenersChange` runs as
 * `onMessage` listeners come and go.
 */
export function createPortListeners<TData extends PushData>(
  permissions: NotificationPermissions | WatchedPermissions,
  onMessageListenersChange?: () => void,
): PortListeners<TData> {
  const watched = 'check' in permissions ? permissions : watchPermissions(permissions);
  const tokens = createTokenChanges();
  const messages = createMessageListeners<TData>(onMessageListenersChange);
  return {
    permissions: watched,
    tokens,
    messages,
    members: {
      onPermissionChange: (listener) => watched.add(listener),
      currentToken: () => tokens.current(),
      onTokenChange: (listener) => tokens.add(listener),
      onMessage: (listener) => messages.add(listener),
    },
    close() {
      watched.close();
      tokens.close();
      messages.close();
    },
  };
}
