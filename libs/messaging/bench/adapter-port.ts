import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseMessaging } from '@platform/messaging/firebase';
import type { FirebaseOptions } from 'firebase/app';

/** Every member of the port through the library's Firebase adapter: the bench and the bundle budgets build it. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  // The SDK fixtures pass the options as they are, so the config is not validated here either.
  const app = createFirebaseApp(options as FirebaseConfig, { name: 'bench-messaging-port-adapter' });
  const messaging = createFirebaseMessaging({ app });
  const stops = [
    messaging.onPermissionChange(() => undefined),
    messaging.onTokenChange(() => undefined),
    messaging.onMessage(() => undefined),
  ];
  try {
    const seen: unknown[] = [messaging.permission(), await messaging.isSupported()];
    seen.push(await messaging.requestPermission(), await messaging.getToken(), messaging.currentToken());
    await messaging.deleteToken();
    return seen;
  } finally {
    for (const stop of stops) stop();
    await messaging.dispose();
    await app.delete();
  }
}
