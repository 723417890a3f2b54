import {
  getAnalytics,
  isSupported,
  logEvent,
  setAnalyticsCollectionEnabled,
  setConsent,
  setDefaultEventParameters,
  setUserId,
  setUserProperties,
} from 'firebase/analytics';
import { initializeApp, type FirebaseOptions } from 'firebase/app';

/** The same calls made directly on the Firebase SDK: the baseline the adapter's whole port is compared with. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  setConsent({ analytics_storage: 'granted' });
  setDefaultEventParameters({ app_area: 'bench' });
  const supported = await isSupported();
  const analytics = getAnalytics(initializeApp(options));
  setAnalyticsCollectionEnabled(analytics, true);
  setUserId(analytics, 'bench-user');
  setUserProperties(analytics, { plan: 'free' });
  logEvent(analytics, 'select_content', { content_type: 'card', content_id: 'docs' });
  return supported;
}
