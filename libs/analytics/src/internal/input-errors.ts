import { PlatformError } from '@platform/core';
import type { AnalyticsErrorCode } from '../analytics.errors.js';
import type { AnalyticsConsent } from '../analytics.types.js';
import { isConsentUpdate } from '../consent.js';

// Bad input is rejected by the implementation, never by the eager facade, so these stay out of its bytes.

/** The message of `analytics/invalid-event`. */
export const INVALID_EVENT_MESSAGE = 'This action could not be recorded.';
/** The message of `analytics/invalid-consent`. */
export const INVALID_CONSENT_MESSAGE = 'Your privacy choice could not be saved. Please try again.';

/** `analytics/invalid-event`: a name Google Analytics would drop; `customData` says which and why, for the developer. */
export const invalidEventError = (name: unknown): PlatformError<AnalyticsErrorCode> =>
  new PlatformError<AnalyticsErrorCode>('analytics/invalid-event', INVALID_EVENT_MESSAGE, {
    customData: { name, developerHint: 'See isValidEventName.' },
  });

/** `analytics/invalid-consent`: `customData` names the first setting that is neither `granted` nor `denied`. */
export function invalidConsentError(update: Readonly<Record<string, unknown>>): PlatformError<AnalyticsErrorCode> {
  const [setting, value] =
    Object.entries(update).find(
      ([, given]) => !isConsentUpdate({ analytics_storage: given } as Partial<AnalyticsConsent>),
    ) ?? [];
  return new PlatformError<AnalyticsErrorCode>('analytics/invalid-consent', INVALID_CONSENT_MESSAGE, {
    customData: { setting, value, developerHint: `${String(setting)} must be 'granted' or 'denied'.` },
  });
}
