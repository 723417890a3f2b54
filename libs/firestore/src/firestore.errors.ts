import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';

/** Every error the Firestore port can raise, with the message a person using the app sees. */
export const firestoreErrors = defineErrors('firestore', {
  'firestore/app-deleted': 'Firestore has stopped. Reload the page to start again.',
  'firestore/disposed': DISPOSED_MESSAGE,
  'firestore/unavailable': UNAVAILABLE_MESSAGE,
  'firestore/unknown': 'Something went wrong with Firestore. Please try again.',
});

/** Every code the Firestore port can raise. */
export type FirestoreErrorCode = keyof typeof firestoreErrors.messages;

/** The SDK's `FirebaseError.code` (and core's codes) for each port code they map to. */
export const FIRESTORE_SDK_CODES: Readonly<Record<string, FirestoreErrorCode>> = {
  'app/app-deleted': 'firestore/app-deleted',
  'core/app-deleted': 'firestore/app-deleted',
};

/** Maps anything the SDK throws to a typed Firestore error; unknown codes keep theirs in `customData.originalCode`. */
export const toFirestoreError = createFirebaseErrorMapper({
  catalog: firestoreErrors,
  codes: FIRESTORE_SDK_CODES,
  fallback: 'firestore/unknown',
});
