export { createFirebaseAnalytics } from './firebase-analytics.facade.js';
export type { FirebaseAnalyticsDeps } from './firebase-analytics.js';
