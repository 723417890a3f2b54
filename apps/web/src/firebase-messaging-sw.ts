import { parsePlatformSettings } from '@platform/core';
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { appEnv } from './app/app-env';
import { APP_NAME } from './app/app-info';

/**
 * The service worker that receives push messages while the app is in the
 * background, built with the app as `/firebase-messaging-sw.js` (see
 * `messaging-sw-plugin.mts`) from the same variables, so it reads the same
 * Firebase config. A message with a notification is shown by the SDK itself;
 * a data message with a `text` is shown here.
 */

/** The worker's own scope (the app's `lib` types the global scope as a window). */
const worker = globalThis as unknown as { readonly registration: ServiceWorkerRegistration };

const result = parsePlatformSettings(appEnv);
// Only the firebase driver has push; under memory and emulator the app never registers this worker.
if (result.ok && result.settings.driver === 'firebase') {
  const messaging = getMessaging(initializeApp(result.settings.firebase));
  onBackgroundMessage(messaging, (payload) => {
    const text = payload.data?.['text'];
    if (payload.notification || !text) return;
    void worker.registration.showNotification(APP_NAME, { body: text, data: payload.data });
  });
}
