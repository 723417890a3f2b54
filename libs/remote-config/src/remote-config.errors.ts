import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { INVALID_SETTINGS_MESSAGE } from './internal/check-settings.js';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';

/**
 * Every error the Remote Config port can raise, with the message a person using
 * the app sees. Facts for developers are in `customData`: `httpStatus` for
 * `fetch-status`, `throttleEndTimeMillis` for `fetch-throttle`, the SDK's
 * `originalCode` and `originalMessage` for anything the SDK raised.
 */
export const remoteConfigErrors = defineErrors('remote-config', {
  'remote-config/fetch-timeout': 'The latest settings took too long to load. The app carries on with the ones it has.',
  'remote-config/fetch-throttle':
    'The settings server asked us to wait before loading settings again. The app carries on with the ones it has.',
  'remote-config/fetch-status': 'The settings server refused the request. The app carries on with the settings it has.',
  'remote-config/fetch-client-network':
    'The latest settings could not be loaded. Check your connection; the app carries on with the ones it has.',
  'remote-config/fetch-client-parse':
    'The settings server sent a reply that could not be read. The app carries on with the settings it has.',
  'remote-config/storage-error': 'Saved settings could not be read or written in this browser.',
  'remote-config/realtime-unavailable': 'Live settings updates are not available right now.',
  'remote-config/update-not-fetched': 'A settings update was announced but could not be loaded.',
  'remote-config/invalid-settings': INVALID_SETTINGS_MESSAGE,
  'remote-config/app-deleted': 'Remote Config has stopped. Reload the page to start again.',
  'remote-config/disposed': DISPOSED_MESSAGE,
  'remote-config/unavailable': UNAVAILABLE_MESSAGE,
  'remote-config/unknown': 'Something went wrong with Remote Config. Please try again.',
});

/** Every code the Remote Config port can raise. */
export type RemoteConfigErrorCode = keyof typeof remoteConfigErrors.messages;

/** Every code in {@link remoteConfigErrors}, in catalogue order. */
export const REMOTE_CONFIG_ERROR_CODES = Object.keys(remoteConfigErrors.messages) as readonly RemoteConfigErrorCode[];

/** The codes a fetch can fail with; a failed fetch is an outcome (`{ status: 'failed', error }`), never a rejection. */
export const REMOTE_CONFIG_FETCH_ERROR_CODES = [
  'remote-config/fetch-timeout',
  'remote-config/fetch-throttle',
  'remote-config/fetch-status',
  'remote-config/fetch-client-network',
  'remote-config/fetch-client-parse',
  'remote-config/storage-error',
  'remote-config/unavailable',
  'remote-config/unknown',
] as const satisfies readonly RemoteConfigErrorCode[];

/** A code a fetch can fail with. */
export type RemoteConfigFetchErrorCode = (typeof REMOTE_CONFIG_FETCH_ERROR_CODES)[number];

/** True when `code` is one a fetch fails with (rather than a lifecycle error such as `disposed`). */
export const isFetchErrorCode = (code: string): code is RemoteConfigFetchErrorCode =>
  (REMOTE_CONFIG_FETCH_ERROR_CODES as readonly string[]).includes(code);

/** The SDK's `FirebaseError.code` (note its `remoteconfig/` prefix) and core's codes, for each port code. */
const REMOTE_CONFIG_SDK_CODES: Readonly<Record<string, RemoteConfigErrorCode>> = {
  'remoteconfig/fetch-timeout': 'remote-config/fetch-timeout',
  'remoteconfig/fetch-throttle': 'remote-config/fetch-throttle',
  'remoteconfig/fetch-status': 'remote-config/fetch-status',
  'remoteconfig/fetch-client-network': 'remote-config/fetch-client-network',
  'remoteconfig/fetch-client-parse': 'remote-config/fetch-client-parse',
  'remoteconfig/storage-open': 'remote-config/storage-error',
  'remoteconfig/storage-get': 'remote-config/storage-error',
  'remoteconfig/storage-set': 'remote-config/storage-error',
  'remoteconfig/storage-delete': 'remote-config/storage-error',
  'remoteconfig/indexed-db-unavailable': 'remote-config/storage-error',
  'remoteconfig/stream-error': 'remote-config/realtime-unavailable',
  'remoteconfig/realtime-unavailable': 'remote-config/realtime-unavailable',
  'remoteconfig/update-message-invalid': 'remote-config/update-not-fetched',
  'remoteconfig/update-not-fetched': 'remote-config/update-not-fetched',
  'remoteconfig/already-initialized': 'remote-config/invalid-settings',
  'app/app-deleted': 'remote-config/app-deleted',
  'core/app-deleted': 'remote-config/app-deleted',
};

/**
 * Maps anything the SDK throws to a typed Remote Config error; the SDK's
 * `customData` (`httpStatus`, `throttleEndTimeMillis`) is kept, and unknown
 * codes keep theirs in `customData.originalCode`.
 */
export const toRemoteConfigError = createFirebaseErrorMapper({
  catalog: remoteConfigErrors,
  codes: REMOTE_CONFIG_SDK_CODES,
  fallback: 'remote-config/unknown',
});
