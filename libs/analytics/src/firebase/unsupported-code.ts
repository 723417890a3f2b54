import type { AnalyticsErrorCode } from '../analytics.errors.js';

interface ExtensionGlobals {
  readonly chrome?: { readonly runtime?: { readonly id?: string } };
  readonly browser?: { readonly runtime?: { readonly id?: string } };
}

/**
 * Why `firebase/analytics` can't run here, by the SDK's own checks: no page
 * with cookies (a server, a worker) or a browser extension is
 * `invalid-analytics-context`; a page whose IndexedDB is missing or can't be
 * opened is `indexeddb-unavailable`.
 */
export function unsupportedCode(): Extract<
  AnalyticsErrorCode,
  'analytics/invalid-analytics-context' | 'analytics/indexeddb-unavailable'
> {
  const { chrome, browser } = globalThis as ExtensionGlobals;
  const extension = Boolean(chrome?.runtime?.id ?? browser?.runtime?.id);
  // eslint-disable-next-line baseline-js/use-baseline -- read only: a browser without it reads as cookies off
  const cookies = typeof navigator !== 'undefined' && navigator.cookieEnabled === true;
  return extension || !cookies ? 'analytics/invalid-analytics-context' : 'analytics/indexeddb-unavailable';
}
