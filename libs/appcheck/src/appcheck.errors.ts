import {
  createFirebaseErrorMapper,
  defineErrors,
  httpStatusOf,
  type ErrorData,
  type PlatformError,
} from '@platform/core';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';
import { parseRetryAfter } from './retry-after.js';

/**
 * Every error the App Check port can raise, with the message a user sees: what
 * happened and what the person can do, never which setting to change. That
 * guidance is in {@link APPCHECK_DEVELOPER_HINTS}.
 */
export const appcheckErrors = defineErrors('appcheck', {
  'appcheck/not-activated': 'App Check is not ready. Reload the page.',
  'appcheck/use-before-activation': 'App Check was used too early. Reload the page.',
  'appcheck/already-initialized': 'App Check started twice. Reload the page.',
  'appcheck/debug-mode-locked': 'App Check cannot switch modes now. Reload the page.',
  'appcheck/missing-site-key': 'App Check is not set up for this site.',
  'appcheck/fetch-status-error': 'App Check refused this browser. Try again later.',
  'appcheck/fetch-network-error': 'App Check could not be reached. Check your connection.',
  'appcheck/fetch-parse-error': 'App Check sent a reply that could not be read. Try again later.',
  'appcheck/initial-throttle': 'App Check refused this browser and is paused for a while.',
  'appcheck/throttled': 'App Check is paused for a while after an error.',
  'appcheck/recaptcha-error': 'This browser could not be verified. Reload the page.',
  'appcheck/custom-provider-error': 'App Check could not get a token. Try again later.',
  'appcheck/storage-error': 'App Check could not use site storage. Allow site data and try again.',
  'appcheck/app-deleted': 'App Check has stopped. Reload the page.',
  'appcheck/disposed': DISPOSED_MESSAGE,
  'appcheck/unavailable': UNAVAILABLE_MESSAGE,
  'appcheck/unknown': 'Something went wrong with App Check. Try again.',
});

/** Every code the App Check port can raise. */
export type AppCheckErrorCode = keyof typeof appcheckErrors.messages;

/**
 * What a developer should check, for codes that come from the app's code or set-up.
 * {@link toAppCheckError} and {@link createAppCheckError} put it in `customData.developerHint`.
 */
export const APPCHECK_DEVELOPER_HINTS: Readonly<Partial<Record<AppCheckErrorCode, string>>> = {
  'appcheck/not-activated': 'Call activate() first.',
  'appcheck/use-before-activation': 'App Check was used before activate().',
  'appcheck/already-initialized': 'Activate once per Firebase app.',
  'appcheck/debug-mode-locked': 'Reload to change VITE_APPCHECK_DEBUG.',
  'appcheck/missing-site-key': 'Set VITE_APPCHECK_SITE_KEY, or VITE_APPCHECK_DEBUG=true in development.',
  'appcheck/fetch-status-error': 'Is the app (or the debug token) registered for App Check? See customData.httpStatus.',
  'appcheck/recaptcha-error': 'Check the reCAPTCHA site key and its domains.',
  'appcheck/custom-provider-error': 'The provider must return a token and expireTimeMillis.',
  'appcheck/storage-error': 'IndexedDB failed.',
};

/** Every code in {@link appcheckErrors}, in catalogue order. */
export const APPCHECK_ERROR_CODES = /* @__PURE__ */ Object.keys(
  appcheckErrors.messages,
) as readonly AppCheckErrorCode[];

/** The codes that pause token requests; their errors carry `customData.retryAfterMs` and `httpStatus`. */
export const APPCHECK_THROTTLE_CODES = [
  'appcheck/initial-throttle',
  'appcheck/throttled',
] as const satisfies readonly AppCheckErrorCode[];

/**
 * The SDK's `FirebaseError.code` for each port code it maps to: the port's own
 * codes map to themselves, and so does the SDK's spelling of each (its camel-case
 * `appCheck/` prefix); its storage and app codes have their own entries.
 */
export const APPCHECK_SDK_CODES: Readonly<Record<string, AppCheckErrorCode>> = {
  ...Object.fromEntries(
    APPCHECK_ERROR_CODES.flatMap((code) => [
      [code, code],
      [code.replace('appcheck/', 'appCheck/'), code],
    ]),
  ),
  'appCheck/storage-open': 'appcheck/storage-error',
  'appCheck/storage-get': 'appcheck/storage-error',
  'appCheck/storage-set': 'appcheck/storage-error',
  'app/app-deleted': 'appcheck/app-deleted',
  'core/app-deleted': 'appcheck/app-deleted',
};

const mapSdkError = createFirebaseErrorMapper({
  catalog: appcheckErrors,
  codes: APPCHECK_SDK_CODES,
  fallback: 'appcheck/unknown',
});

/** True for the codes that pause token requests. */
export const isThrottleCode = (code: AppCheckErrorCode): boolean =>
  (APPCHECK_THROTTLE_CODES as readonly string[]).includes(code);

function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds >= 3600) return `${Math.round(seconds / 360) / 10} h`;
  return seconds >= 60 ? `${Math.round(seconds / 6) / 10} min` : `${seconds} s`;
}

/** Facts that {@link createAppCheckError} adds to an error's message and `customData`. */
export interface AppCheckErrorDetails {
  /** The HTTP status of the failed exchange. */
  readonly httpStatus?: number;
  /** How long token requests stay paused, in milliseconds. */
  readonly retryAfterMs?: number;
  /** The underlying failure. */
  readonly cause?: unknown;
  /** Any further structured facts. */
  readonly customData?: ErrorData;
}

const hintFor = (code: AppCheckErrorCode, data: ErrorData): ErrorData => {
  const developerHint = APPCHECK_DEVELOPER_HINTS[code];
  return developerHint === undefined || data['developerHint'] !== undefined ? data : { ...data, developerHint };
};

/**
 * Builds an App Check error whose message says when to try again, if known;
 * the HTTP status, the wait and a developer hint go to `customData`.
 */
export function createAppCheckError(
  code: AppCheckErrorCode,
  { httpStatus, retryAfterMs, cause, customData = {} }: AppCheckErrorDetails = {},
): PlatformError<AppCheckErrorCode> {
  return appcheckErrors.create(code, {
    cause,
    message:
      retryAfterMs === undefined
        ? undefined
        : `${appcheckErrors.messages[code]} Try again in ${describeWait(retryAfterMs)}.`,
    customData: hintFor(code, {
      ...customData,
      ...(httpStatus === undefined ? {} : { httpStatus }),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    }),
  });
}

/**
 * Maps anything the SDK throws to a typed App Check error.
 *
 * Unknown codes keep theirs in `customData.originalCode`, and codes with a
 * developer hint carry it in `customData.developerHint`. Status errors carry
 * `customData.httpStatus`; throttling errors also carry `customData.retryAfterMs`,
 * read from the remaining time the SDK puts in its `customData.time` (`01d:00m:00s`).
 */
export function toAppCheckError(error: unknown): PlatformError<AppCheckErrorCode> {
  const mapped = mapSdkError(error);
  if (mapped === error) return mapped;
  const throttled = isThrottleCode(mapped.code);
  const data = mapped.customData;
  if (!throttled && mapped.code !== 'appcheck/fetch-status-error') {
    const withHint = hintFor(mapped.code, data);
    return withHint === data
      ? mapped
      : appcheckErrors.create(mapped.code, { message: mapped.message, cause: mapped.cause, customData: withHint });
  }
  return createAppCheckError(mapped.code, {
    cause: mapped.cause,
    customData: data,
    httpStatus: httpStatusOf(mapped),
    retryAfterMs: throttled ? parseRetryAfter(data['time']) : undefined,
  });
}
