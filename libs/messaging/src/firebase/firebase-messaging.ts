import { createFirebaseErrorMapper, defineErrors, isFirebaseErrorLike } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
// Handed to the app handle, so that `firebase/app` ships in this implementation's chunk rather than a chunk apart.
import { appSdk } from '@platform/core/firebase/sdk';
// Imported statically, so that the bundler ships the SDK in this implementation's own lazy chunk.
import { deleteToken, getMessaging, getToken, isSupported as sdkIsSupported, type Messaging } from 'firebase/messaging';
import type { MessagingPort } from '../messaging.port.js';
import type { GetPushTokenOptions, PushData, PushTokenResult } from '../messaging.types.js';
import { browserPermissions, type NotificationPermissions, permissionFirst, refusal } from '../internal/permissions.js';
import { CALL_ERROR_MESSAGES, CALL_SDK_CODES } from '../internal/call-errors.js';
import { checkVapidKey } from '../internal/check-vapid-key.js';
import { disposedError } from '../internal/lifecycle-errors.js';
import { createPortListeners } from '../internal/port-listeners.js';

/** What `createFirebaseMessaging` needs. */
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
 * Maps what the SDK's calls throw, with the messages of only the codes a call can reject with. The foreground-messages
 * part imports it from here, so that the bundler keeps the SDK and what both share in this chunk.
 */
export const toCallError = createFirebaseErrorMapper({
  catalog: defineErrors('messaging', CALL_ERROR_MESSAGES),
  codes: CALL_SDK_CODES,
  fallback: 'messaging/unknown',
});

/**
 * The implementation chunk's port: everything but `onMessage`, which is a part of its own
 * (`./foreground-messages.ts`), plus the SDK instance it shares with that part.
 */
export interface MessagingImplementation<TData extends PushData = PushData>
  extends Omit<MessagingPort<TData>, 'onMessage'> {
  /** The SDK's Messaging where this browser can receive push messages, `undefined` where it cannot. */
  supportedMessaging(): Promise<Messaging | undefined>;
}

/**
 * The Firebase Messaging implementation, loaded by the facade in one chunk
 * with `firebase/messaging`. Apps use `createFirebaseMessaging` from the `./firebase` entry.
 *
 * The SDK keeps the token in IndexedDB with its creation time and, on the
 * first `getToken` 7 days later, updates the same registration
 * (`PATCH …/registrations/{token}`). This adapter checks the permission before
 * the SDK sees the call, and turns the SDK's blocked and unsupported answers into outcomes.
 */
export function createMessagingImplementation<TData extends PushData = PushData>({
  app,
  vapidKey: defaultVapidKey,
  serviceWorker,
  permissions: given = browserPermissions,
}: FirebaseMessagingDeps): MessagingImplementation<TData> {
  const listeners = createPortListeners<TData>(given);
  const { permissions, tokens } = listeners;
  let disposed = false;
  let supported: Promise<boolean> | undefined;
  let instance: Promise<Messaging> | undefined;

  const isSupported = (): Promise<boolean> => {
    // The SDK's check also opens IndexedDB; without the browser APIs it would answer false anyway.
    supported ??=
      permissions.current() === 'unsupported' ? Promise.resolve(false) : sdkIsSupported().catch(() => false);
    return supported;
  };

  // Only called once `isSupported()` is true: the SDK reports an unsupported browser as an unhandled rejection.
  const messaging = (): Promise<Messaging> => {
    instance ??= app.getApp(appSdk).then(getMessaging, (error: unknown) => {
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
      throw toCallError(error);
    }
  };

  const obtain = async (options: GetPushTokenOptions): Promise<PushTokenResult> => {
    if (!(await isSupported())) return refusal('unsupported');
    const vapidKey = options.vapidKey ?? defaultVapidKey;
    const serviceWorkerRegistration = options.serviceWorkerRegistration ?? (await serviceWorker?.());
    try {
      const token = await getToken(await messaging(), {
        ...(vapidKey && { vapidKey }),
        ...(serviceWorkerRegistration && { serviceWorkerRegistration }),
      });
      tokens.set(token);
      return { status: 'granted', token };
    } catch (error) {
      // The person blocked notifications after the check above: the same outcome, found by the SDK.
      if (isFirebaseErrorLike(error) && error.code === 'messaging/permission-blocked') return refusal('blocked');
      throw toCallError(error);
    }
  };

  return {
    isSupported: () => call(isSupported),
    ...listeners.members,
    supportedMessaging: () => call(async () => ((await isSupported()) ? messaging() : undefined)),
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
        await deleteToken(await messaging());
        tokens.set(null);
      }),
    async dispose() {
      disposed = true;
      listeners.close();
    },
  };
}
