import { validateFirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseMessaging } from '@platform/messaging/firebase';
import type { FirebaseOptions } from 'firebase/app';

/** Every member of the port through the library's Firebase adapter: the bench and the bundle budgets build it. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const checked = validateFirebaseConfig(options);
  if (!checked.ok) throw new Error(`Invalid Firebase config: ${checked.issues.map((issue) => issue.key).join(', ')}`);
  const app = createFirebaseApp(checked.config, { name: 'bench-messaging-port-adapter' });
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
