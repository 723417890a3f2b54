import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseMessaging } from '@platform/messaging/firebase';
import type { FirebaseOptions } from 'firebase/app';

/**
 * One typical call through the adapter, for the benchmark: a push token, with
 * the permission checked first (a blocked or unsupported browser answers
 * without loading the SDK).
 */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  // The SDK fixtures pass the options as they are, so the config is not validated here either.
  const app = createFirebaseApp(options as FirebaseConfig, { name: 'bench-messaging-adapter' });
  const messaging = createFirebaseMessaging({ app });
  try {
    return await messaging.getToken();
  } finally {
    await messaging.dispose();
    await app.delete();
  }
}
