import { createFirebaseAnalytics } from '@platform/analytics/firebase';
import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import type { FirebaseOptions } from 'firebase/app';

/** Every member of the port through the library's Firebase adapter: the bench and the bundle budgets build it. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const analytics = createFirebaseAnalytics({ app: createFirebaseApp(options as FirebaseConfig) });
  const stop = analytics.watchConsent(() => undefined);
  await analytics.setConsent({ analytics_storage: 'granted' });
  await analytics.setCollectionEnabled(true);
  await analytics.setUserId('bench-user');
  await analytics.setUserProperties({ plan: 'free' });
  await analytics.setDefaultEventParameters({ app_area: 'bench' });
  const seen = [
    analytics.currentConsent(),
    await analytics.isSupported(),
    await analytics.logEvent('select_content', { content_type: 'card', content_id: 'docs' }),
  ];
  stop();
  await analytics.dispose();
  return seen;
}
