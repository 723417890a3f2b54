export type {
  AnalyticsCommerceParams,
  AnalyticsEventArgs,
  AnalyticsEventMap,
  AnalyticsEventName,
  AnalyticsEventParams,
  AnalyticsItem,
  AnalyticsMonetaryValue,
} from './analytics.events.js';
export { analyticsErrors, toAnalyticsError, type AnalyticsErrorCode } from './analytics.errors.js';
export type { AnalyticsPort } from './analytics.port.js';
export type {
  AnalyticsConsent,
  AnalyticsDefaultParameters,
  AnalyticsDropReason,
  AnalyticsLogOutcome,
  AnalyticsOptions,
  AnalyticsUserProperties,
  ConsentMode,
  ConsentStatus,
  Unsubscribe,
} from './analytics.types.js';
export { consentAllowsMeasurement, DEFAULT_CONSENT } from './consent.js';
export { isValidEventName } from './event-name.js';
