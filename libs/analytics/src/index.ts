export type { AnalyticsPort } from './analytics.port.js';
export { ANALYTICS_SDK_CODES, analyticsErrors, toAnalyticsError, type AnalyticsErrorCode } from './analytics.errors.js';
export type { AnalyticsConnection, AnalyticsConnectionState, Unsubscribe } from './analytics.types.js';
