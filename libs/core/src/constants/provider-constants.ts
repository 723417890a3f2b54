const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A pair of delays the SDK picks between: the short one on mobile browsers, the long one elsewhere. */
export interface DelayRange {
  /** The delay on mobile browsers, in milliseconds. */
  readonly shortMs: number;
  /** The delay elsewhere, in milliseconds. */
  readonly longMs: number;
}

/** Statuses that are retried with exponential back-off; every other status fails at once. */
export const RETRYABLE_HTTP_STATUSES = [429, 500, 503, 504] as const;

/**
 * The timing and limit values the Firebase web SDK works with, in one table.
 * Adapters and the memory drivers read them from here so both behave alike.
 */
export const PROVIDER_CONSTANTS = {
  remoteConfig: {
    /** How long one Remote Config fetch may take before it fails with a timeout. */
    fetchTimeoutMs: 60 * SECOND,
    /** A fetch inside this interval after the last successful one is served from cache. */
    minimumFetchIntervalMs: 12 * HOUR,
  },
  messaging: {
    /** A push token older than this is refreshed on the next `getToken`. */
    tokenRefreshMs: 7 * DAY,
  },
  installations: {
    /** An installation auth token is refreshed once it is this close to expiry. */
    tokenRefreshBufferMs: 1 * HOUR,
    /** How often a pending installation registration is polled. */
    registrationPollIntervalMs: 100,
    /** A registration still pending after this long is reset and retried. */
    pendingRegistrationTimeoutMs: 10 * SECOND,
  },
  analytics: {
    /** How long fetching the Analytics web config may take. */
    configFetchTimeoutMs: 60 * SECOND,
  },
  http: {
    /** Statuses that are retried with exponential back-off; every other status fails at once. */
    retryableStatuses: RETRYABLE_HTTP_STATUSES,
    /** How long a long-poll request stays open before it is re-issued. */
    longPollTimeoutMs: 45 * SECOND,
  },
  auth: {
    /** How long after a popup closes the SDK waits before reporting `popup-closed-by-user`. */
    popupClosedDelayMs: 2 * SECOND,
    /** Timeout for network calls made through the sign-in iframe. */
    iframeNetworkTimeout: { shortMs: 30 * SECOND, longMs: 60 * SECOND } satisfies DelayRange,
    /** Timeout for the sign-in iframe to answer a ping. */
    iframePingTimeout: { shortMs: 5 * SECOND, longMs: 15 * SECOND } satisfies DelayRange,
    /** How long a handled sign-in event is remembered, so it is not processed twice. */
    eventCacheExpiryMs: 10 * MINUTE,
  },
  heartbeat: {
    /** Heartbeats older than this are dropped. */
    retentionMs: 30 * DAY,
    /** The heartbeat header is cut to at most this many characters. */
    maxHeaderLength: 1024,
  },
} as const;

/** The type of {@link PROVIDER_CONSTANTS}. */
export type ProviderConstants = typeof PROVIDER_CONSTANTS;

/** One of the HTTP statuses that are retried. */
export type RetryableHttpStatus = (typeof PROVIDER_CONSTANTS.http.retryableStatuses)[number];
