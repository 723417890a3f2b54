import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';

/** Every error the Storage port can raise, with the message a person using the app sees. */
export const storageErrors = defineErrors('storage', {
  'storage/object-not-found': "That file doesn't exist.",
  'storage/unauthorized': "You don't have permission to do that with this file.",
  'storage/unauthenticated': 'Please sign in to do that.',
  'storage/canceled': 'The transfer was canceled.',
  'storage/quota-exceeded': 'There is no room for more files right now. Please try again later.',
  'storage/retry-limit-exceeded': 'The transfer took too long. Check your connection and try again.',
  'storage/invalid-checksum': 'The file was damaged on the way. Please try again.',
  'storage/server-file-wrong-size': 'The file was damaged on the way. Please try again.',
  'storage/invalid-argument': "That request isn't valid.",
  'storage/invalid-path': "That file name isn't allowed.",
  'storage/invalid-format': "That file's contents couldn't be read.",
  'storage/download-too-large': 'That file is too large to download here.',
  'storage/app-deleted': 'Storage has stopped. Reload the page to start again.',
  'storage/disposed': DISPOSED_MESSAGE,
  'storage/unavailable': UNAVAILABLE_MESSAGE,
  'storage/unknown': 'Something went wrong with Storage. Please try again.',
});

/** Every code the Storage port can raise. */
export type StorageErrorCode = keyof typeof storageErrors.messages;

/** The SDK's codes that are the port's own: `firebase/storage` raises them under the same names. */
const SHARED_CODES = [
  'storage/object-not-found',
  'storage/unauthorized',
  'storage/unauthenticated',
  'storage/canceled',
  'storage/quota-exceeded',
  'storage/retry-limit-exceeded',
  'storage/invalid-checksum',
  'storage/server-file-wrong-size',
  'storage/invalid-argument',
  'storage/invalid-format',
  'storage/app-deleted',
] as const satisfies readonly StorageErrorCode[];

/** The SDK's `FirebaseError.code` (and core's codes) for each port code they map to. */
const STORAGE_SDK_CODES: Readonly<Record<string, StorageErrorCode>> = {
  ...Object.fromEntries(SHARED_CODES.map((code) => [code, code])),
  'storage/invalid-url': 'storage/invalid-path',
  'storage/invalid-root-operation': 'storage/invalid-path',
  'app/app-deleted': 'storage/app-deleted',
  'core/app-deleted': 'storage/app-deleted',
};

/** Maps anything the SDK throws to a typed Storage error; unknown codes keep theirs in `customData.originalCode`. */
export const toStorageError = createFirebaseErrorMapper({
  catalog: storageErrors,
  codes: STORAGE_SDK_CODES,
  fallback: 'storage/unknown',
});
