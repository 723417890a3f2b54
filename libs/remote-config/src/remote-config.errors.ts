import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { FETCH_ERROR_MESSAGES, FETCH_SDK_CODES } from './internal/fetch-errors.js';
import { REALTIME_ERROR_MESSAGES, REALTIME_SDK_CODES } from './internal/realtime-errors.js';

/**
 * Every error the Remote Config port can raise, with the message a person using
 * the app sees. Facts for developers are in `customData`: `httpStatus` for
 * `fetch-status`, `throttleEndTimeMillis` for `fetch-throttle`, the SDK's
 * `originalCode` and `originalMessage` for anything the SDK raised.
 */
export const remoteConfigErrors = defineErrors('remote-config', {
  ...FETCH_ERROR_MESSAGES,
  ...REALTIME_ERROR_MESSAGES,
});

/** Every code the Remote Config port can raise. */
export type RemoteConfigErrorCode = keyof typeof remoteConfigErrors.messages;

/** Every code in {@link remoteConfigErrors}, in catalogue order. */
export const REMOTE_CONFIG_ERROR_CODES = Object.keys(remoteConfigErrors.messages) as readonly RemoteConfigErrorCode[];

export {
  isFetchErrorCode,
  REMOTE_CONFIG_FETCH_ERROR_CODES,
  type RemoteConfigFetchErrorCode,
} from './internal/fetch-errors.js';

/**
 * Maps anything the SDK throws to a typed Remote Config error; the SDK's
 * `customData` (`httpStatus`, `throttleEndTimeMillis`) is kept, and unknown
 * codes keep theirs in `customData.originalCode`.
 */
export const toRemoteConfigError = createFirebaseErrorMapper({
  catalog: remoteConfigErrors,
  codes: { ...FETCH_SDK_CODES, ...REALTIME_SDK_CODES },
  fallback: 'remote-config/unknown',
});
