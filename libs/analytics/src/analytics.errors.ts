import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { INVALID_CONSENT_MESSAGE, INVALID_EVENT_MESSAGE } from './internal/input-errors.js';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';
import { MEASUREMENT_ERROR_MESSAGES, MEASUREMENT_SDK_CODES } from './internal/measurement-errors.js';

/** Every error the Analytics port can raise, with the message a person using the app sees. */
export const analyticsErrors = defineErrors('analytics', {
  'analytics/disposed': DISPOSED_MESSAGE,
  'analytics/unavailable': UNAVAILABLE_MESSAGE,
  'analytics/invalid-event': INVALID_EVENT_MESSAGE,
  'analytics/invalid-consent': INVALID_CONSENT_MESSAGE,
  // The SDK logs these two and carries on with the app's own settings, so the Firebase adapter's chunk leaves them out.
  'analytics/config-fetch-failed': "Analytics settings could not be loaded, so the app's own settings are used.",
  'analytics/fetch-throttle': "Analytics settings are loading slowly, so the app's own settings are used.",
  ...MEASUREMENT_ERROR_MESSAGES,
});

/** Every code the Analytics port can raise. */
export type AnalyticsErrorCode = keyof typeof analyticsErrors.messages;

/** Maps anything the SDK throws to a typed Analytics error; unknown codes keep theirs in `customData.originalCode`. */
export const toAnalyticsError = createFirebaseErrorMapper({
  catalog: analyticsErrors,
  codes: {
    ...MEASUREMENT_SDK_CODES,
    'analytics/config-fetch-failed': 'analytics/config-fetch-failed',
    'analytics/fetch-throttle': 'analytics/fetch-throttle',
  },
  fallback: 'analytics/unknown',
});
