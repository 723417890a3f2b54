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
  'appcheck/not-activated': 'App Check is not running yet, so this request could not be verified. Reload the page.',
  'appcheck/use-before-activation': 'App Check was not ready yet. Reload the page and try again.',
  'appcheck/already-initialized': 'App Check could not start a second time. Reload the page.',
  'appcheck/debug-mode-locked': 'App Check cannot switch modes now. Reload the page.',
  'appcheck/missing-site-key': 'App Check is not set up for this site, so requests cannot be verified.',
  'appcheck/fetch-status-error': 'The App Check server refused to verify this browser. Try again later.',
  'appcheck/fetch-network-error': 'The App Check server could not be reached. Check your connection and try again.',
  'appcheck/fetch-parse-error': 'The App Check server sent a reply that could not be read. Try again later.',
  'appcheck/initial-throttle':
    'The App Check server refused to verify this browser, so verification is paused for a while.',
  'appcheck/throttled': 'App Check verification is paused for a while after an earlier server error.',
  'appcheck/recaptcha-error': 'This browser could not be verified, so App Check issued no token. Reload the page.',
  'appcheck/custom-provider-error': 'App Check could not get a token for this browser. Try again later.',
  'appcheck/storage-error': 'App Check could not use this browser’s storage. Allow site data and try again.',
  'appcheck/app-deleted': 'App Check has stopped. Reload the page to continue.',
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
  'appcheck/not-activated': 'Call activate() with a provider before asking for tokens.',
  'appcheck/use-before-activation': 'Something used App Check for this Firebase app before activate() was called.',
  'appcheck/already-initialized': 'Activate App Check once per Firebase app, at start-up.',
  'appcheck/debug-mode-locked':
    'Debug mode is fixed by the first activation on the page; reload to change VITE_APPCHECK_DEBUG.',
  'appcheck/missing-site-key': 'Set VITE_APPCHECK_SITE_KEY, or VITE_APPCHECK_DEBUG=true in development.',
  'appcheck/fetch-status-error':
    'The exchange endpoint answered with an HTTP error (customData.httpStatus); check the app is registered for App Check and, in debug mode, that the debug token is allowed in the console.',
  'appcheck/recaptcha-error': 'Check the reCAPTCHA site key and that this domain is allowed for it.',
  'appcheck/custom-provider-error': 'The custom provider must return a token and a valid expireTimeMillis.',
  'appcheck/storage-error': 'IndexedDB could not be opened, read or written.',
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
 * read from the SDK's remaining-time text (`01d:00m:00s`).
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
    httpStatus: httpStatusOf(mapped) ?? statusFromMessage(data['originalMessage']),
    retryAfterMs: throttled ? (parseRetryAfter(data['time']) ?? parseRetryAfter(data['originalMessage'])) : undefined,
  });
}
