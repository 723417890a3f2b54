import { PlatformError } from '@platform/core';
import type { AnalyticsErrorCode } from '../analytics.errors.js';

// Raised only for bad input, so the gate loads this module when it needs it, keeping it out of the facade's eager bytes.

/** The message of `analytics/invalid-event`. */
export const INVALID_EVENT_MESSAGE = 'This action could not be recorded.';
/** The message of `analytics/invalid-consent`. */
export const INVALID_CONSENT_MESSAGE = 'Your privacy choice could not be saved. Please try again.';

/** `analytics/invalid-event`: a name Google Analytics would drop; `customData` says which and why, for the developer. */
export const invalidEventError = (name: unknown): PlatformError<AnalyticsErrorCode> =>
  new PlatformError<AnalyticsErrorCode>('analytics/invalid-event', INVALID_EVENT_MESSAGE, {
    customData: { name, hint: 'Names Analytics accepts are described at isValidEventName.' },
  });

/** `analytics/invalid-consent`: a consent setting that is neither `granted` nor `denied`. */
export const invalidConsentError = (setting: string, value: unknown): PlatformError<AnalyticsErrorCode> =>
  new PlatformError<AnalyticsErrorCode>('analytics/invalid-consent', INVALID_CONSENT_MESSAGE, {
    customData: { setting, value, hint: `${setting} must be 'granted' or 'denied'.` },
  });
