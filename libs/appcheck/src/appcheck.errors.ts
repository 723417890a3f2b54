import {
  createFirebaseErrorMapper,
  defineErrors,
  httpStatusOf,
  type ErrorData,
  type PlatformError,
} from '@platform/core';
import { parseRetryAfter } from './retry-after.js';

/** Every error the App Check port can raise, with the message a user sees. */
export const appcheckErrors = defineErrors('appcheck', {
  'appcheck/not-activated': 'App Check has not been activated. Call activate() with a provider first.',
  'appcheck/use-before-activation': 'App Check was used before it was activated for this Firebase app.',
  'appcheck/already-initialized': 'App Check is already active for this app. Activate it once, at start-up.',
  'appcheck/debug-mode-locked':
    'App Check debug mode is fixed by the first activation on the page and cannot be switched afterwards. Reload the page to change it.',
  'appcheck/missing-site-key': 'App Check needs a reCAPTCHA site key unless it runs in debug mode.',
  'appcheck/fetch-status-error': 'The App Check server rejected the token exchange.',
  'appcheck/fetch-network-error': 'The App Check server could not be reached. Check your connection and try again.',
  'appcheck/fetch-parse-error': 'The App Check server sent a reply that could not be read.',
  'appcheck/initial-throttle':
    'The App Check server refused the token exchange, so new attempts are paused for a while.',
  'appcheck/throttled': 'App Check token requests are paused after an earlier server error. Try again later.',
  'appcheck/recaptcha-error': 'reCAPTCHA could not verify this browser, so no App Check token was issued.',
  'appcheck/custom-provider-error': 'The custom App Check provider did not supply a valid token.',
  'appcheck/storage-error': 'App Check could not read or write its stored token (IndexedDB).',
  'appcheck/app-deleted': 'The Firebase app has been deleted.',
  'appcheck/unknown': 'An unexpected App Check error occurred.',
});

/** Every code the App Check port can raise. */
export type AppCheckErrorCode = keyof typeof appcheckErrors.messages;

/** Every code in {@link appcheckErrors}, in catalogue order. */
export const APPCHECK_ERROR_CODES = Object.keys(appcheckErrors.messages) as readonly AppCheckErrorCode[];

/** The codes that pause token requests; their errors carry `customData.retryAfterMs` and `httpStatus`. */
export const APPCHECK_THROTTLE_CODES = [
  'appcheck/initial-throttle',
  'appcheck/throttled',
] as const satisfies readonly AppCheckErrorCode[];

/**
 * The SDK's `FirebaseError.code` (note its camel-case `appCheck/` prefix) for
 * each port code it maps to. The port's own codes map to themselves.
 */
export const APPCHECK_SDK_CODES: Readonly<Record<string, AppCheckErrorCode>> = {
  ...Object.fromEntries(APPCHECK_ERROR_CODES.map((code) => [code, code])),
  'appCheck/already-initialized': 'appcheck/already-initialized',
  'appCheck/use-before-activation': 'appcheck/use-before-activation',
  'appCheck/fetch-status-error': 'appcheck/fetch-status-error',
  'appCheck/fetch-network-error': 'appcheck/fetch-network-error',
  'appCheck/fetch-parse-error': 'appcheck/fetch-parse-error',
  'appCheck/initial-throttle': 'appcheck/initial-throttle',
  'appCheck/throttled': 'appcheck/throttled',
  'appCheck/recaptcha-error': 'appcheck/recaptcha-error',
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

const STATUS_IN_MESSAGE = /\b([1-5]\d\d) error\b/;

function statusFromMessage(message: unknown): number | undefined {
  const match = typeof message === 'string' ? STATUS_IN_MESSAGE.exec(message) : null;
  return match ? Number(match[1]) : undefined;
}

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

/** Builds an App Check error whose message names the HTTP status and the wait, when known. */
export function createAppCheckError(
  code: AppCheckErrorCode,
  { httpStatus, retryAfterMs, cause, customData = {} }: AppCheckErrorDetails = {},
): PlatformError<AppCheckErrorCode> {
  const details = [
    httpStatus === undefined ? undefined : `HTTP ${httpStatus}`,
    retryAfterMs === undefined ? undefined : `retry in ${describeWait(retryAfterMs)}`,
  ].filter((part) => part !== undefined);
  return appcheckErrors.create(code, {
    cause,
    message: details.length ? `${appcheckErrors.messages[code]} (${details.join(', ')})` : undefined,
    customData: {
      ...customData,
      ...(httpStatus === undefined ? {} : { httpStatus }),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    },
  });
}

/**
 * Maps anything the SDK throws to a typed App Check error.
 *
 * Unknown codes keep theirs in `customData.originalCode`. Status errors carry
 * `customData.httpStatus`; throttling errors also carry `customData.retryAfterMs`,
 * read from the SDK's remaining-time text (`01d:00m:00s`).
 */
export function toAppCheckError(error: unknown): PlatformError<AppCheckErrorCode> {
  const mapped = mapSdkError(error);
  if (mapped === error) return mapped;
  const throttled = isThrottleCode(mapped.code);
  if (!throttled && mapped.code !== 'appcheck/fetch-status-error') return mapped;
  const data = mapped.customData;
  return createAppCheckError(mapped.code, {
    cause: mapped.cause,
    customData: data,
    httpStatus: httpStatusOf(mapped) ?? statusFromMessage(data['originalMessage']),
    retryAfterMs: throttled ? (parseRetryAfter(data['time']) ?? parseRetryAfter(data['originalMessage'])) : undefined,
  });
}
