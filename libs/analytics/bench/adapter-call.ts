import { createFirebaseAnalytics } from '@platform/analytics/firebase';
import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import type { FirebaseOptions } from 'firebase/app';

/** One typical call through the library's Firebase adapter, as an app outside the workspace makes it: the bench and the bundle budgets build it. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const analytics = createFirebaseAnalytics({ app: createFirebaseApp(options as FirebaseConfig) });
  // The adapter is consent-first; the SDK sends once it is loaded.
  await analytics.setConsent({ analytics_storage: 'granted' });
  return analytics.logEvent('select_content', { content_type: 'card', content_id: 'docs' });
}
