import { deleteApp, initializeApp, type FirebaseOptions } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';

/**
 * The same call straight on the SDK, for the benchmark: a push token where the
 * browser supports push (the SDK asks for the permission itself).
 */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const app = initializeApp(options, 'bench-messaging-sdk');
  try {
    if (!(await isSupported())) return null;
    return await getToken(getMessaging(app));
  } finally {
    await deleteApp(app);
  }
}
