import { lazyImplementation } from '@platform/core';
import type { MessagingPort } from '../messaging.port.js';
import type { PushData } from '../messaging.types.js';
import { browserPermissions, permissionFirst, watchPermissions } from '../internal/permissions.js';
import { lifecycle } from '../internal/lifecycle-errors.js';
import { isVapidKey } from '../internal/vapid-key.js';
import type { FirebaseMessagingDeps, MessagingImplementation } from './firebase-messaging.js';

/**
 * Creates the Firebase Messaging adapter. This is its whole eager cost: a
 * facade that answers the permission itself, so a blocked, dismissed or
 * unsupported `getToken` never loads the SDK, and loads the implementation in
 * one chunk with `firebase/messaging` only once a token is allowed (or
 * `isSupported`, `deleteToken` need the SDK). `onTokenChange` listeners attach
 * when the chunk arrives. `onMessage` is a part in a chunk of its own,
 * loaded with the implementation in the same round when the permission is
 * already granted, and otherwise once the implementation arrives. A chunk that cannot be loaded rejects with
 * `messaging/unavailable`, and the next call tries again.
 */
export function createFirebaseMessaging<TData extends PushData = PushData>(
  deps: FirebaseMessagingDeps,
): MessagingPort<TData> {
  const permissions = watchPermissions(deps.permissions ?? browserPermissions);
  const implementation = lazyImplementation(
    () =>
      import('./firebase-messaging.js').then((loaded) =>
        // The implementation asks through the same permissions, so this facade's listeners hear its prompts.
        loaded.createMessagingImplementation<TData>({ ...deps, permissions }),
      ),
    { errors: lifecycle },
  );
  const messages = implementation.part(() =>
    import('./foreground-messages.js').then((chunk) => chunk.createForegroundMessages<TData>),
  );
  const unsupported = () => permissions.current() === 'unsupported';
  const guard = <T>(work: () => Promise<T>): Promise<T> =>
    implementation.isDisposed() ? Promise.reject(lifecycle.disposed()) : work();
  const withPort = <T>(work: (port: MessagingImplementation<TData>) => Promise<T>) => implementation.load().then(work);

  // No forwardMethods: every call first answers what the permission decides, so most never load the SDK.
  return {
    isSupported: () => guard(() => (unsupported() ? Promise.resolve(false) : withPort((port) => port.isSupported()))),
    permission: () => permissions.current(),
    onPermissionChange: (listener) => permissions.add(listener),
    requestPermission: () => guard(() => permissions.request()),
    getToken: (options = {}) =>
      guard(() => {
        const load = () => withPort((port) => port.getToken(options));
        const vapidKey = options.vapidKey ?? deps.vapidKey;
        // A bad key is the implementation's error to raise, before anyone is asked anything. Asking checks the
        // permission, and the implementation, which shares these permissions, checks it again after the SDK.
        return vapidKey !== undefined && !isVapidKey(vapidKey) ? load() : permissionFirst(permissions, load);
      }),
    currentToken: () => implementation.current()?.currentToken() ?? null,
    onTokenChange: (listener) => implementation.whenLoaded((port) => port.onTokenChange(listener)),
    deleteToken: () => guard(() => (unsupported() ? Promise.resolve() : withPort((port) => port.deleteToken()))),
    onMessage(listener) {
      const detach = messages.whenLoaded((part) => part.onMessage(listener));
      // A chunk that fails to load here is met again, as a typed error, by the next call that needs it.
      const start = () => void messages.load().catch(() => undefined);
      // Messages can only arrive where notifications are allowed; otherwise the listener waits for the first call
      // that loads the implementation.
      if (permissions.current() === 'granted') {
        start();
        return detach;
      }
      const follow = implementation.whenLoaded(() => {
        start();
        return () => undefined;
      });
      return () => {
        follow();
        detach();
      };
    },
    async dispose() {
      permissions.close();
      await implementation.dispose();
    },
  };
}
