import { getAnalytics, logEvent } from 'firebase/analytics';
import { initializeApp, type FirebaseOptions } from 'firebase/app';

/** The same call made directly on the Firebase SDK: the baseline the adapter's bytes are compared with. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  logEvent(getAnalytics(initializeApp(options)), 'select_content', { content_type: 'card', content_id: 'docs' });
  return undefined;
}
