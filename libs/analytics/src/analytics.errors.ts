import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { INVALID_CONSENT_MESSAGE, INVALID_EVENT_MESSAGE } from './internal/input-errors.js';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';

/** Every error the Analytics port can raise, with the message a person using the app sees. */
export const analyticsErrors = defineErrors('analytics', {
  'analytics/app-deleted': 'Analytics has stopped. Reload the page to start again.',
  'analytics/disposed': DISPOSED_MESSAGE,
  'analytics/unavailable': UNAVAILABLE_MESSAGE,
  'analytics/invalid-event': INVALID_EVENT_MESSAGE,
  'analytics/invalid-consent': INVALID_CONSENT_MESSAGE,
  'analytics/config-fetch-failed': "Analytics settings could not be loaded, so the app's own settings are used.",
  'analytics/fetch-throttle': "Analytics settings are loading slowly, so the app's own settings are used.",
  'analytics/invalid-analytics-context': 'Analytics is not available in this browser.',
  'analytics/indexeddb-unavailable': 'Analytics is not available because this browser blocks site storage.',
  'analytics/already-initialized': 'Analytics was started twice with different settings. Reload the page.',
  'analytics/unknown': 'Something went wrong with Analytics. Please try again.',
});

/** Every code the Analytics port can raise. */
export type AnalyticsErrorCode = keyof typeof analyticsErrors.messages;

/** The SDK's `FirebaseError.code` (and core's codes) for each port code they map to. */
const ANALYTICS_SDK_CODES: Readonly<Record<string, AnalyticsErrorCode>> = {
  'app/app-deleted': 'analytics/app-deleted',
  'core/app-deleted': 'analytics/app-deleted',
  'analytics/config-fetch-failed': 'analytics/config-fetch-failed',
  'analytics/fetch-throttle': 'analytics/fetch-throttle',
  'analytics/invalid-analytics-context': 'analytics/invalid-analytics-context',
  'analytics/indexeddb-unavailable': 'analytics/indexeddb-unavailable',
  'analytics/already-initialized': 'analytics/already-initialized',
  'analytics/already-initialized-settings': 'analytics/already-initialized',
  'analytics/already-exists': 'analytics/already-initialized',
};

/** Maps anything the SDK throws to a typed Analytics error; unknown codes keep theirs in `customData.originalCode`. */
export const toAnalyticsError = createFirebaseErrorMapper({
  catalog: analyticsErrors,
  codes: ANALYTICS_SDK_CODES,
  fallback: 'analytics/unknown',
});
