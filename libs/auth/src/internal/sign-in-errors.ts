import type { AuthErrorTable } from './auth-error-mapper.js';
// The Firebase adapter loads these with its part (sign-in, account management, second factors).

/** The messages of the codes only sign-in and account changes raise: credentials, popups, SMS codes, action codes, recent logins and second factors. */
export const SIGN_IN_MESSAGES = {
  'auth/popup-blocked': 'The sign-in window was blocked by the browser. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'auth/cancelled-popup-request': 'Another sign-in window was opened, so this one was cancelled.',
  'auth/invalid-credential': 'The email or password is incorrect, or the sign-in link has expired.',
  'auth/wrong-password': 'The password is incorrect.',
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/invalid-email': 'The email address is not valid.',
  'auth/weak-password': 'The password is too weak. Use at least 6 characters.',
  'auth/missing-password': 'Enter a password.',
  'auth/requires-recent-login': 'For your security, sign in again before doing this.',
  'auth/multi-factor-auth-required': 'Confirm it is you with your second factor to continue.',
  'auth/wrong-sign-in-method': 'Your account does not sign in this way. Use the method you signed in with.',
  'auth/user-mismatch': 'That is a different account. Confirm with the account you are signed in with.',
  'auth/invalid-verification-code': 'The verification code is incorrect.',
  'auth/code-expired': 'The verification code has expired. Request a new one.',
  'auth/invalid-phone-number': 'The phone number is not valid. Use the international format, e.g. +15555550100.',
  'auth/invalid-action-code': 'The link or code is invalid or has already been used.',
  'auth/expired-action-code': 'The link or code has expired.',
  'auth/unverified-email': 'Verify your email address before doing this.',
  'auth/credential-already-in-use': 'This sign-in method is already linked to another account.',
  'auth/account-exists-with-different-credential': 'An account with this email exists with a different sign-in method.',
  'auth/multi-factor-not-found': 'That second factor is no longer set up on your account.',
  'auth/redirect-cancelled-by-user': 'The sign-in redirect was cancelled.',
} as const;

/** The SDK's `FirebaseError.code` for each of these codes it maps to. */
export const SIGN_IN_SDK_CODES = {
  'auth/user-cancelled': 'auth/popup-closed-by-user',
  'auth/invalid-login-credentials': 'auth/invalid-credential',
  'auth/multi-factor-info-not-found': 'auth/multi-factor-not-found',
} as const;

/** These codes, as the Firebase adapter's error mapper takes them. */
export const SIGN_IN_ERRORS: AuthErrorTable = { messages: SIGN_IN_MESSAGES, sdkCodes: SIGN_IN_SDK_CODES };
