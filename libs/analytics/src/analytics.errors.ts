import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';

/** Every error the Analytics port can raise, with the message a person using the app sees. */
export const analyticsErrors = defineErrors('analytics', {
  'analytics/app-deleted': 'Analytics has stopped. Reload the page to start again.',
  'analytics/disposed': DISPOSED_MESSAGE,
  'analytics/unavailable': UNAVAILABLE_MESSAGE,
  'analytics/unknown': 'Something went wrong with Analytics. Please try again.',
});

/** Every code the Analytics port can raise. */
export type AnalyticsErrorCode = keyof typeof analyticsErrors.messages;

/** The SDK's `FirebaseError.code` (and core's codes) for each port code they map to. */
export const ANALYTICS_SDK_CODES: Readonly<Record<string, AnalyticsErrorCode>> = {
  'app/app-deleted': 'analytics/app-deleted',
  'core/app-deleted': 'analytics/app-deleted',
};

/** Maps anything the SDK throws to a typed Analytics error; unknown codes keep theirs in `customData.originalCode`. */
export const toAnalyticsError = createFirebaseErrorMapper({
  catalog: analyticsErrors,
  codes: ANALYTICS_SDK_CODES,
  fallback: 'analytics/unknown',
});
