import type { FirebaseAppHandle } from '@platform/core/firebase';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import * as sdk from 'firebase/messaging';
import type { Messaging } from 'firebase/messaging';
import { toMessagingError } from '../messaging.errors.js';
import type { MessagingPort } from '../messaging.port.js';
import type { GetPushTokenOptions, PushData, PushTokenResult } from '../messaging.types.js';
import { browserPermissions } from '../internal/browser-permissions.js';
import { checkVapidKey } from '../internal/check-vapid-key.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import type { NotificationPermissions } from '../internal/notification-permissions.js';
import { permissionFirst } from '../internal/permission-first.js';
import { createPortListeners } from '../internal/port-listeners.js';
import { refusal } from '../internal/token-outcomes.js';
import { toPushMessage } from './push-message.js';

/** What {@link createFirebaseMessaging} needs. */
export interface FirebaseMessagingDeps {
  /** The Firebase app; it is initialized on the adapter's first token or message call. */
  readonly app: FirebaseAppHandle;
  /** The web push certificate's public key (Firebase console › Cloud Messaging), used when a call names none. */
  readonly vapidKey?: string;
  /** The app's own service worker, used when a call names none; the SDK registers `/firebase-messaging-sw.js` otherwise. */
  readonly serviceWorker?: () => Promise<ServiceWorkerRegistration>;
  /** Where the permission is read and asked for: the browser's `Notification` by default. */
  readonly permissions?: NotificationPermissions;
}

/**
 * The Firebase Messaging implementation, loaded by the facade in one chunk
 * with `firebase/messaging`. Apps use `createFirebaseMessaging` from the `./firebase` entry.
 *
 * The SDK keeps the token in IndexedDB with its creation time and, on the
 * first `getToken` 7 days later, updates the same registration
 * (`PATCH …/registrations/{token}`). This adapter checks the permission before
 * the SDK sees the call, turns the SDK's blocked and unsupported answers into
 * outcomes, and shares one SDK `onMessage` handler between the port's listeners.
 */
export function createFirebaseMessaging<TData extends PushData = PushData>({
  app,
  vapidKey: defaultVapidKey,
  serviceWorker,
  permissions: given = browserPermissions,
}: FirebaseMessagingDeps): MessagingPort<TData> {
  const listeners = createPortListeners<TData>(given, () => {
    if (messages.size() > 0 && !stopSdkListener) {
      stopSdkListener = isSupported()
        .then(async (ok) => {
          if (!ok) return undefined;
          return sdk.onMessage(await messaging(), (payload) => messages.emit(toPushMessage<TData>(payload)));
        })
        // Without an app there are no messages to hear; the failure reaches whoever asks for a token.
        .catch(() => undefined);
    } else if (messages.size() === 0 && stopSdkListener) {
      const attached = stopSdkListener;
      stopSdkListener = undefined;
      void attached.then((stop) => stop?.());
    }
  });
  const { permissions, tokens, messages } = listeners;
  let disposed = false;
  let supported: Promise<boolean> | undefined;
  let instance: Promise<Messaging> | undefined;
  let stopSdkListener: Promise<(() => void) | undefined> | undefined;

  const isSupported = (): Promise<boolean> => {
    // The SDK's check also opens IndexedDB; without the browser APIs it would answer false anyway.
    supported ??=
      permissions.current() === 'unsupported' ? Promise.resolve(false) : sdk.isSupported().catch(() => false);
    return supported;
  };

  // Only called once `isSupported()` is true: the SDK reports an unsupported browser as an unhandled rejection.
  const messaging = (): Promise<Messaging> => {
    instance ??= app.getApp().then(sdk.getMessaging, (error: unknown) => {
      instance = undefined;
      throw error;
    });
    return instance;
  };

  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    if (disposed) throw disposedError();
    try {
      return await work();
    } catch (error) {
      throw toMessagingError(error);
    }
  };

  const obtain = async (options: GetPushTokenOptions): Promise<PushTokenResult> => {
    if (!(await isSupported())) return refusal('unsupported');
    const vapidKey = options.vapidKey ?? defaultVapidKey;
    const serviceWorkerRegistration = options.serviceWorkerRegistration ?? (await serviceWorker?.());
    try {
      const token = await sdk.getToken(await messaging(), {
        ...(vapidKey && { vapidKey }),
        ...(serviceWorkerRegistration && { serviceWorkerRegistration }),
      });
      tokens.set(token);
      return { status: 'granted', token };
    } catch (error) {
      const mapped = toMessagingError(error);
      // The person blocked notifications after the check above: the same outcome, found by the SDK.
      if (mapped.code === 'messaging/permission-blocked') return refusal('blocked');
      throw mapped;
    }
  };

  return {
    isSupported: () => call(isSupported),
    ...listeners.members,
    permission: () => permissions.current(),
    requestPermission: () => call(() => permissions.request()),
    getToken: (options = {}) =>
      call(async () => {
        checkVapidKey(options.vapidKey ?? defaultVapidKey);
        try {
          return await permissionFirst(permissions, () => obtain(options));
        } finally {
          permissions.check();
        }
      }),
    deleteToken: () =>
      call(async () => {
        if (!(await isSupported())) return;
        await sdk.deleteToken(await messaging());
        tokens.set(null);
      }),
    async dispose() {
      disposed = true;
      listeners.close();
    },
  };
}
