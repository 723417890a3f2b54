import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';

/** Every error the Realtime Database port can raise, with the message a person using the app sees. */
export const rtdbErrors = defineErrors('rtdb', {
  'rtdb/app-deleted': 'The database has stopped. Reload the page to start again.',
  'rtdb/disposed': DISPOSED_MESSAGE,
  'rtdb/unavailable': UNAVAILABLE_MESSAGE,
  'rtdb/permission-denied': "You don't have permission to do that.",
  'rtdb/network-error': 'The database could not be reached. Check your connection and try again.',
  'rtdb/disconnected': 'The connection to the database was lost before this finished. Please try again.',
  'rtdb/overridden-by-set': 'This was replaced by a newer change before it finished.',
  'rtdb/max-retries': 'Too many changes happened at once, so this one was not saved. Please try again.',
  'rtdb/write-cancelled': 'This change was cancelled before it was saved.',
  'rtdb/expired-token': 'Your session has expired. Please sign in again.',
  'rtdb/invalid-token': 'Your session is not valid. Please sign in again.',
  'rtdb/invalid-path': 'That location in the database is not valid.',
  'rtdb/invalid-key': 'That name cannot be used in the database.',
  'rtdb/invalid-value': 'That value cannot be saved in the database.',
  'rtdb/write-too-large': 'That is too much data to save at once.',
  'rtdb/unknown': 'Something went wrong with the database. Please try again.',
});

/** Every code the Realtime Database port can raise. */
export type RtdbErrorCode = keyof typeof rtdbErrors.messages;

/** The SDK's error codes (the server's status or a transaction's abort reason, upper-cased) and core's, mapped. */
export const RTDB_SDK_CODES: Readonly<Record<string, RtdbErrorCode>> = {
  'app/app-deleted': 'rtdb/app-deleted',
  'core/app-deleted': 'rtdb/app-deleted',
  PERMISSION_DENIED: 'rtdb/permission-denied',
  UNAVAILABLE: 'rtdb/unavailable',
  NETWORK_ERROR: 'rtdb/network-error',
  DISCONNECTED: 'rtdb/disconnected',
  OVERRIDDEN_BY_SET: 'rtdb/overridden-by-set',
  MAX_RETRIES: 'rtdb/max-retries',
  MAXRETRY: 'rtdb/max-retries',
  SET: 'rtdb/overridden-by-set',
  DISCONNECT: 'rtdb/disconnected',
  WRITE_CANCELED: 'rtdb/write-cancelled',
  EXPIRED_TOKEN: 'rtdb/expired-token',
  INVALID_TOKEN: 'rtdb/invalid-token',
};

/** Maps anything the SDK throws to a typed Realtime Database error; unknown codes keep theirs in `customData.originalCode`. */
export const toRtdbError = createFirebaseErrorMapper({
  catalog: rtdbErrors,
  codes: RTDB_SDK_CODES,
  fallback: 'rtdb/unknown',
});
