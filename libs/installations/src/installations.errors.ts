import { createFirebaseErrorMapper, defineErrors } from '@platform/core';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';

/**
 * Every error the Installations port can raise, with the message a person using
 * the app sees. `installations/request-failed` keeps the server's reply in
 * `customData` (`serverCode`, `serverStatus`, `serverMessage`, `requestName`).
 */
export const installationsErrors = defineErrors('installations', {
  'installations/request-failed': 'The installation service refused the request. Please try again.',
  'installations/not-registered': 'This app installation is no longer registered. Please try again.',
  'installations/app-offline': 'You appear to be offline. Check your connection and try again.',
  'installations/delete-pending-registration': 'This app installation is still being registered. Please try again.',
  'installations/invalid-config': 'This app is not set up for installations. Please contact its developer.',
  'installations/app-deleted': 'Installations has stopped. Reload the page to start again.',
  'installations/disposed': DISPOSED_MESSAGE,
  'installations/unavailable': UNAVAILABLE_MESSAGE,
  'installations/unknown': 'Something went wrong with Installations. Please try again.',
});

/** Every code the Installations port can raise. */
export type InstallationsErrorCode = keyof typeof installationsErrors.messages;

/** Every code in {@link installationsErrors}, in catalogue order. */
export const INSTALLATIONS_ERROR_CODES = /* @__PURE__ */ Object.keys(
  installationsErrors.messages,
) as readonly InstallationsErrorCode[];

/** The SDK's `FirebaseError.code` (and core's codes) for each port code they map to. */
const INSTALLATIONS_SDK_CODES: Readonly<Record<string, InstallationsErrorCode>> = {
  'installations/request-failed': 'installations/request-failed',
  'installations/not-registered': 'installations/not-registered',
  'installations/installation-not-found': 'installations/not-registered',
  'installations/app-offline': 'installations/app-offline',
  'installations/delete-pending-registration': 'installations/delete-pending-registration',
  'installations/missing-app-config-values': 'installations/invalid-config',
  'app/app-deleted': 'installations/app-deleted',
  'core/app-deleted': 'installations/app-deleted',
};

/**
 * Maps anything the SDK throws to a typed Installations error. The SDK's
 * `customData` (for a refused request, the server's code, status and message)
 * is kept; unknown codes keep theirs in `customData.originalCode`.
 */
export const toInstallationsError = createFirebaseErrorMapper({
  catalog: installationsErrors,
  codes: INSTALLATIONS_SDK_CODES,
  fallback: 'installations/unknown',
});
