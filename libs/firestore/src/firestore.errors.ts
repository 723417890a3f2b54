import { defineErrors, mapFirebaseError, type PlatformError } from '@platform/core';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';
import { FAILED_PRECONDITION_MESSAGE } from './internal/used-after-commit.js';

/** Every error the Firestore port can raise, with the message a person using the app sees. */
export const firestoreErrors = defineErrors('firestore', {
  'firestore/app-deleted': 'Firestore has stopped. Reload the page to start again.',
  'firestore/disposed': DISPOSED_MESSAGE,
  'firestore/unavailable': UNAVAILABLE_MESSAGE,
  'firestore/permission-denied': "You don't have permission to do that.",
  'firestore/not-found': 'That item no longer exists.',
  'firestore/already-exists': 'That item already exists.',
  'firestore/deadline-exceeded': 'The server took too long to answer. Please try again.',
  'firestore/resource-exhausted': 'Too many requests right now. Please wait a moment and try again.',
  'firestore/failed-precondition': FAILED_PRECONDITION_MESSAGE,
  'firestore/aborted': 'Too many changes happened at once, so this one was not saved. Please try again.',
  'firestore/unauthenticated': 'Please sign in to do that.',
  'firestore/invalid-argument': 'That request was not accepted.',
  'firestore/cancelled': 'This was cancelled before it finished.',
  'firestore/data-loss': 'Some data could not be read. Please try again.',
  'firestore/invalid-path': 'That location in the database is not valid.',
  'firestore/invalid-data': 'That value cannot be saved in the database.',
  'firestore/invalid-document': 'That item does not have the expected shape.',
  'firestore/invalid-query': 'That search cannot be run.',
  'firestore/batch-too-large': 'That is too many changes to save at once.',
  'firestore/unnamed-codec': 'This part of the app cannot show its data.',
  'firestore/invalid-indexes': "The app's index definition cannot be read.",
  'firestore/unknown': 'Something went wrong with Firestore. Please try again.',
});

/** Every code the Firestore port can raise. */
export type FirestoreErrorCode = keyof typeof firestoreErrors.messages;

/** A typed Firestore error. */
export type FirestoreError = PlatformError<FirestoreErrorCode>;

/** The SDK's `FirestoreError.code` (and core's codes) for each port code they map to. */
export const FIRESTORE_SDK_CODES: Readonly<Record<string, FirestoreErrorCode>> = {
  'app/app-deleted': 'firestore/app-deleted',
  'core/app-deleted': 'firestore/app-deleted',
  'permission-denied': 'firestore/permission-denied',
  'not-found': 'firestore/not-found',
  'already-exists': 'firestore/already-exists',
  unavailable: 'firestore/unavailable',
  'deadline-exceeded': 'firestore/deadline-exceeded',
  'resource-exhausted': 'firestore/resource-exhausted',
  'failed-precondition': 'firestore/failed-precondition',
  aborted: 'firestore/aborted',
  unauthenticated: 'firestore/unauthenticated',
  'invalid-argument': 'firestore/invalid-argument',
  cancelled: 'firestore/cancelled',
  'data-loss': 'firestore/data-loss',
};

/**
 * The HTTP status core's `retry()` reads for the codes that are worth retrying: `unavailable` (503) and
 * `resource-exhausted` (429). Every other code is final.
 */
const FIRESTORE_RETRY_STATUS: Readonly<Partial<Record<FirestoreErrorCode, number>>> = {
  'firestore/unavailable': 503,
  'firestore/resource-exhausted': 429,
};

const INDEX_LINK = /https:\/\/console\.firebase\.google\.com\S*/;

const mapper = { catalog: firestoreErrors, codes: FIRESTORE_SDK_CODES, fallback: 'firestore/unknown' } as const;

/**
 * Maps anything the SDK throws to a typed Firestore error; unknown codes keep theirs in `customData.originalCode`.
 * `failed-precondition` keeps the index-creation link in `customData.indexUrl`, and the retryable codes carry the
 * `customData.httpStatus` that core's `retry()` reads.
 */
export function toFirestoreError(error: unknown): FirestoreError {
  const mapped = mapFirebaseError(error, mapper);
  if (mapped === error) return mapped;
  const status = FIRESTORE_RETRY_STATUS[mapped.code];
  const link =
    mapped.code === 'firestore/failed-precondition'
      ? INDEX_LINK.exec(String(mapped.customData['originalMessage']))?.[0]
      : undefined;
  if (status === undefined && link === undefined) return mapped;
  return firestoreErrors.create(mapped.code, {
    cause: mapped.cause,
    customData: {
      ...mapped.customData,
      ...(status === undefined ? {} : { httpStatus: status }),
      ...(link === undefined ? {} : { indexUrl: link }),
    },
  });
}

/** Raises one of the catalogue's errors for bad input, with what is wrong in `customData`. */
export const badInput = (
  code: 'firestore/invalid-path' | 'firestore/invalid-data' | 'firestore/invalid-query' | 'firestore/batch-too-large',
  reason: string,
  customData: Record<string, unknown> = {},
): FirestoreError => firestoreErrors.create(code, { customData: { reason, ...customData } });
