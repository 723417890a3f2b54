import { createFirebaseErrorMapper, defineErrors, type PlatformError } from '@platform/core';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './internal/lifecycle-errors.js';

/**
 * Every error the auth port can raise, with the message a user sees: it says
 * what happened and what the person can do, never which setting to change.
 * That guidance is in {@link AUTH_DEVELOPER_HINTS}.
 */
export const authErrors = defineErrors('auth', {
  'auth/popup-blocked': 'The sign-in window was blocked by the browser. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'auth/cancelled-popup-request': 'Another sign-in window was opened, so this one was cancelled.',
  'auth/network-request-failed': 'The network request failed. Check your connection and try again.',
  'auth/unauthorized-domain': 'Sign-in is not available on this site right now. Try again later.',
  'auth/operation-not-supported':
    'This sign-in method does not work in this browser. Allow cookies and site data, or try another browser.',
  'auth/invalid-api-key': 'Sign-in is not available right now. Try again later.',
  'auth/invalid-credential': 'The email or password is incorrect, or the sign-in link has expired.',
  'auth/wrong-password': 'The password is incorrect.',
  'auth/user-not-found': 'There is no account with this email.',
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/invalid-email': 'The email address is not valid.',
  'auth/weak-password': 'The password is too weak. Use at least 6 characters.',
  'auth/missing-password': 'Enter a password.',
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/requires-recent-login': 'For your security, sign in again before doing this.',
  'auth/multi-factor-auth-required': 'Confirm it is you with your second factor to continue.',
  'auth/wrong-sign-in-method': 'Your account does not sign in this way. Use the method you signed in with.',
  'auth/user-mismatch': 'That is a different account. Confirm with the account you are signed in with.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/operation-not-allowed': 'This sign-in method is not available. Try another one.',
  'auth/invalid-verification-code': 'The verification code is incorrect.',
  'auth/code-expired': 'The verification code has expired. Request a new one.',
  'auth/invalid-phone-number': 'The phone number is not valid. Use the international format, e.g. +15555550100.',
  'auth/invalid-action-code': 'The link or code is invalid or has already been used.',
  'auth/expired-action-code': 'The link or code has expired.',
  'auth/unverified-email': 'Verify your email address before doing this.',
  'auth/credential-already-in-use': 'This sign-in method is already linked to another account.',
  'auth/account-exists-with-different-credential': 'An account with this email exists with a different sign-in method.',
  'auth/no-current-user': 'You are signed out. Sign in and try again.',
  'auth/multi-factor-not-found': 'That second factor is no longer set up on your account.',
  'auth/redirect-cancelled-by-user': 'The sign-in redirect was cancelled.',
  'auth/app-deleted': 'Sign-in has stopped. Reload the page to continue.',
  'auth/timeout': 'Signing in took too long. Check your connection and try again.',
  'auth/internal-error': 'Sign-in failed unexpectedly. Try again.',
  'auth/unavailable': UNAVAILABLE_MESSAGE,
  'auth/disposed': DISPOSED_MESSAGE,
  'auth/unknown': 'Something went wrong while signing in. Try again.',
});

/** Every code the auth port can raise. */
export type AuthErrorCode = keyof typeof authErrors.messages;

/** The SDK's `FirebaseError.code` for each port code it maps to. */
export const AUTH_SDK_CODES: Readonly<Record<string, AuthErrorCode>> = {
  'auth/popup-blocked': 'auth/popup-blocked',
  'auth/popup-closed-by-user': 'auth/popup-closed-by-user',
  'auth/user-cancelled': 'auth/popup-closed-by-user',
  'auth/cancelled-popup-request': 'auth/cancelled-popup-request',
  'auth/network-request-failed': 'auth/network-request-failed',
  'auth/unauthorized-domain': 'auth/unauthorized-domain',
  'auth/unauthorized-continue-uri': 'auth/unauthorized-domain',
  'auth/operation-not-supported-in-this-environment': 'auth/operation-not-supported',
  'auth/web-storage-unsupported': 'auth/operation-not-supported',
  'auth/invalid-api-key': 'auth/invalid-api-key',
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': 'auth/invalid-api-key',
  'auth/invalid-credential': 'auth/invalid-credential',
  'auth/invalid-login-credentials': 'auth/invalid-credential',
  'auth/wrong-password': 'auth/wrong-password',
  'auth/user-not-found': 'auth/user-not-found',
  'auth/email-already-in-use': 'auth/email-already-in-use',
  'auth/invalid-email': 'auth/invalid-email',
  'auth/weak-password': 'auth/weak-password',
  'auth/missing-password': 'auth/missing-password',
  'auth/too-many-requests': 'auth/too-many-requests',
  'auth/requires-recent-login': 'auth/requires-recent-login',
  'auth/multi-factor-auth-required': 'auth/multi-factor-auth-required',
  'auth/user-disabled': 'auth/user-disabled',
  'auth/operation-not-allowed': 'auth/operation-not-allowed',
  'auth/admin-restricted-operation': 'auth/operation-not-allowed',
  'auth/invalid-verification-code': 'auth/invalid-verification-code',
  'auth/code-expired': 'auth/code-expired',
  'auth/invalid-phone-number': 'auth/invalid-phone-number',
  'auth/invalid-action-code': 'auth/invalid-action-code',
  'auth/expired-action-code': 'auth/expired-action-code',
  'auth/unverified-email': 'auth/unverified-email',
  'auth/credential-already-in-use': 'auth/credential-already-in-use',
  'auth/account-exists-with-different-credential': 'auth/account-exists-with-different-credential',
  'auth/null-user': 'auth/no-current-user',
  'auth/user-signed-out': 'auth/no-current-user',
  'auth/multi-factor-info-not-found': 'auth/multi-factor-not-found',
  'auth/redirect-cancelled-by-user': 'auth/redirect-cancelled-by-user',
  'auth/app-deleted': 'auth/app-deleted',
  'app/app-deleted': 'auth/app-deleted',
  'core/app-deleted': 'auth/app-deleted',
  'auth/timeout': 'auth/timeout',
  'auth/internal-error': 'auth/internal-error',
  'auth/user-mismatch': 'auth/user-mismatch',
};

/**
 * What a developer should check for codes that come from the project's set-up,
 * not from the user. {@link toAuthError} puts it in `customData.developerHint`.
 */
export const AUTH_DEVELOPER_HINTS: Readonly<Partial<Record<AuthErrorCode, string>>> = {
  'auth/unauthorized-domain':
    'Add this domain in the Firebase console under Authentication → Settings → Authorized domains.',
  'auth/invalid-api-key': 'The Firebase API key is invalid; check VITE_FIREBASE_API_KEY and the project settings.',
  'auth/operation-not-allowed':
    'Enable this sign-in method in the Firebase console under Authentication → Sign-in method.',
  'auth/operation-not-supported':
    'Popups, redirects and phone sign-in need a browser with web storage; they are not available in Node or in a worker.',
  'auth/app-deleted': 'The Firebase app was deleted while the auth adapter was still in use.',
};

const mapSdkError = createFirebaseErrorMapper({
  catalog: authErrors,
  codes: AUTH_SDK_CODES,
  fallback: 'auth/unknown',
});

/**
 * Maps anything the SDK throws to a typed auth error; unknown codes keep theirs
 * in `customData.originalCode`, and set-up problems carry `customData.developerHint`.
 */
export function toAuthError(error: unknown): PlatformError<AuthErrorCode> {
  const mapped = mapSdkError(error);
  const developerHint = AUTH_DEVELOPER_HINTS[mapped.code];
  if (developerHint === undefined || mapped.customData['developerHint'] !== undefined) return mapped;
  return authErrors.create(mapped.code, {
    message: mapped.message,
    cause: mapped.cause,
    customData: { ...mapped.customData, developerHint },
  });
}
