const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The App Check SDK's timings, which both adapters follow. */
export const APPCHECK_TIMINGS = {
  /** The lifetime the exchange usually grants (`ttl: "3600s"`). */
  tokenTtlMs: 1 * HOUR,
  /** A refresh happens halfway through a token's life plus this margin, and at least this long before expiry. */
  refreshMarginMs: 5 * MINUTE,
  /** The first wait before retrying a failed background refresh; it doubles on each failure. */
  refreshRetryMinMs: 30 * SECOND,
  /** The longest wait between retries of a failed background refresh. */
  refreshRetryMaxMs: 16 * MINUTE,
  /** How long reCAPTCHA exchanges are paused after a 403 or 404. */
  throttleLongMs: 1 * DAY,
  /** The first pause after any other failed status; it doubles on each consecutive failure. */
  throttleBaseMs: 1 * SECOND,
} as const;

/** A token's lifetime, for scheduling its refresh. */
export interface TokenLifetime {
  /** When it was issued, in epoch milliseconds. */
  readonly issuedAt: number;
  /** When it expires, in epoch milliseconds. */
  readonly expiresAt: number;
}

/** How long to wait before refreshing `token` in the background: half its life plus the margin, capped at expiry minus the margin. */
export function refreshDelay({ issuedAt, expiresAt }: TokenLifetime, now: number): number {
  const { refreshMarginMs } = APPCHECK_TIMINGS;
  const due = Math.min(issuedAt + (expiresAt - issuedAt) * 0.5 + refreshMarginMs, expiresAt - refreshMarginMs);
  return Math.max(0, due - now);
}

/**
 * How long reCAPTCHA exchanges pause after a failed status: a day for 403 and
 * 404, otherwise an exponential back-off (without the SDK's ±50% jitter) that
 * grows with each consecutive failure.
 */
export function throttleWait(httpStatus: number, consecutiveFailures: number): number {
  if (httpStatus === 403 || httpStatus === 404) return APPCHECK_TIMINGS.throttleLongMs;
  return APPCHECK_TIMINGS.throttleBaseMs * 2 ** consecutiveFailures;
}
