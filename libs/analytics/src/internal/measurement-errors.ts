/**
 * The messages of the codes starting and running measurement on the SDK can raise: the implementation chunk ships
 * these, not the whole catalogue.
 */
export const MEASUREMENT_ERROR_MESSAGES = {
  'analytics/app-deleted': 'Analytics has stopped. Reload the page.',
  'analytics/invalid-analytics-context': 'Analytics is not available in this browser.',
  'analytics/indexeddb-unavailable': 'Analytics is off because this browser blocks site storage.',
  'analytics/already-initialized': 'Analytics was started twice. Reload the page.',
  'analytics/unknown': 'Something went wrong with Analytics. Try again.',
} as const;

/** The SDK's `FirebaseError.code` (and core's codes) for each of those port codes. */
export const MEASUREMENT_SDK_CODES = {
  'app/app-deleted': 'analytics/app-deleted',
  'core/app-deleted': 'analytics/app-deleted',
  'analytics/invalid-analytics-context': 'analytics/invalid-analytics-context',
  'analytics/indexeddb-unavailable': 'analytics/indexeddb-unavailable',
  'analytics/already-initialized': 'analytics/already-initialized',
  'analytics/already-initialized-settings': 'analytics/already-initialized',
  'analytics/already-exists': 'analytics/already-initialized',
} as const;
