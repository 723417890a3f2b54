import { createListenerSet } from '@platform/core';
import type { MessagingPort } from '../messaging.port.js';
import type { PushData, TokenListener, Unsubscribe } from '../messaging.types.js';
import { watchPermissions, type NotificationPermissions, type WatchedPermissions } from './permissions.js';

/** The token a port holds, and the listeners that hear it change; both adapters keep it the same way. */
interface TokenChanges {
  /** The token now, or `null`. */
  current(): string | null;
  /** Makes `token` current and tells the listeners, unless it is unchanged or the port is closed. */
  set(token: string | null): void;
  /** Adds a listener for later changes; a no-op once closed. */
  add(listener: TokenListener): Unsubscribe;
  /** Silences every listener for good (the port was disposed). */
  close(): void;
}

/** Creates the token state, starting with no token. */
function createTokenChanges(): TokenChanges {
  const listeners = createListenerSet<string | null>();
  let token: string | null = null;
  let closed = false;
  return {
    current: () => token,
    set(next) {
      if (closed || next === token) return;
      token = next;
      listeners.emit(next);
    },
    add: (listener) => listeners.add(listener),
    close() {
      closed = true;
      listeners.close();
    },
  };
}

/** What one port tells listeners about, kept the same way by both adapters. */
export interface PortListeners<TData extends PushData> {
  /** The permission, watched for changes. */
  readonly permissions: WatchedPermissions;
  /** The token and its listeners. */
  readonly tokens: TokenChanges;
  /** The port members that read these or listen to them. */
  readonly members: Pick<MessagingPort<TData>, 'onPermissionChange' | 'currentToken' | 'onTokenChange'>;
  /** Silences every listener for good (the port was disposed). */
  close(): void;
}

/**
 * Creates them over `permissions`, or over the watcher that `permissions` already is (the facade's, which the
 * implementation shares so that its checks reach the facade's listeners). Messages are each adapter's own: the
 * Firebase adapter hears them in a part of its own chunk.
 */
export function createPortListeners<TData extends PushData>(
  permissions: NotificationPermissions | WatchedPermissions,
): PortListeners<TData> {
  const watched = 'check' in permissions ? permissions : watchPermissions(permissions);
  const tokens = createTokenChanges();
  return {
    permissions: watched,
    tokens,
    members: {
      onPermissionChange: (listener) => watched.add(listener),
      currentToken: () => tokens.current(),
      onTokenChange: (listener) => tokens.add(listener),
    },
    close() {
      watched.close();
      tokens.close();
    },
  };
}
