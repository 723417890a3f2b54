import { deleteApp, initializeApp, type FirebaseOptions } from 'firebase/app';
import { deleteToken, getMessaging, getToken, isSupported, onMessage } from 'firebase/messaging';

/** The same calls made directly on the Firebase SDK: the baseline the adapter's whole port is compared with. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const app = initializeApp(options, 'bench-messaging-port-sdk');
  try {
    if (!(await isSupported())) return null;
    const messaging = getMessaging(app);
    const stop = onMessage(messaging, () => undefined);
    const permission = await Notification.requestPermission();
    const token = await getToken(messaging);
    await deleteToken(messaging);
    stop();
    return [permission, token];
  } finally {
    await deleteApp(app);
  }
}
