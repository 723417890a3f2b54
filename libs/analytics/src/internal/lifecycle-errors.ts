import { PlatformError } from '@platform/core';
import type { AnalyticsErrorCode } from '../analytics.errors.js';

// These messages live here, not only in the catalogue, so that the eager facade can raise them without the catalogue.

/** The message of `analytics/unavailable`. */
export const UNAVAILABLE_MESSAGE = 'Analytics could not be loaded. Check your connection and try again.';
/** The message of `analytics/disposed`. */
export const DISPOSED_MESSAGE = 'Analytics has been closed. Reload the page to start again.';
/** The message of `analytics/invalid-event`. */
export const INVALID_EVENT_MESSAGE = 'This action could not be recorded.';
/** The message of `analytics/invalid-consent`. */
export const INVALID_CONSENT_MESSAGE = 'Your privacy choice could not be saved. Please try again.';

/** `analytics/unavailable`: the implementation chunk (or the SDK with it) did not arrive. */
export const unavailableError = (cause: unknown): PlatformError<AnalyticsErrorCode> =>
  new PlatformError<AnalyticsErrorCode>('analytics/unavailable', UNAVAILABLE_MESSAGE, { cause });

/** `analytics/disposed`: the port was used after `dispose()`. */
export const disposedError = (): PlatformError<AnalyticsErrorCode> =>
  new PlatformError<AnalyticsErrorCode>('analytics/disposed', DISPOSED_MESSAGE);

/** `analytics/invalid-event`: a name Google Analytics would drop; `customData` says which and why, for the developer. */
export const invalidEventError = (name: unknown): PlatformError<AnalyticsErrorCode> =>
  new PlatformError<AnalyticsErrorCode>('analytics/invalid-event', INVALID_EVENT_MESSAGE, {
    customData: {
      name,
      hint: 'Event names are letters, digits and underscores, start with a letter, have at most 40 characters and no firebase_, google_ or ga_ prefix.',
    },
  });

/** `analytics/invalid-consent`: a consent setting that is neither `granted` nor `denied`. */
export const invalidConsentError = (setting: string, value: unknown): PlatformError<AnalyticsErrorCode> =>
  new PlatformError<AnalyticsErrorCode>('analytics/invalid-consent', INVALID_CONSENT_MESSAGE, {
    customData: { setting, value, hint: `${setting} must be 'granted' or 'denied'.` },
  });
