const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The timings of the memory adapter, matching Firebase Authentication's. */
export const MEMORY_AUTH_TIMINGS = {
  /** How long an ID token is valid. */
  idTokenLifetimeMs: HOUR,
  /**
   * A cached token this close to expiry is refreshed, as firebase 13's SDK does (`@firebase/auth` 1.13); firebase 12's
   * refreshes only in the last 30 s.
   */
  idTokenRefreshBufferMs: 5 * MINUTE,
  /** Sensitive operations need a sign-in at most this old. */
  recentLoginMs: 5 * MINUTE,
  /** How long an SMS code can be confirmed. */
  phoneCodeLifetimeMs: 5 * MINUTE,
  /** How long a password-reset code is valid. */
  passwordResetCodeLifetimeMs: HOUR,
  /** How long an email verification or recovery code is valid. */
  emailActionCodeLifetimeMs: 3 * DAY,
} as const;

/** The project id in minted tokens (`aud`, `iss`) when none is given. */
export const DEFAULT_MEMORY_PROJECT_ID = 'demo-memory';

/** The storage key of a persisted memory session when none is given. */
export const DEFAULT_MEMORY_STORAGE_KEY = 'platform.auth.memory';
