import type { AuthErrorTable } from './auth-error-mapper.js';
import { DISPOSED_MESSAGE, UNAVAILABLE_MESSAGE } from './lifecycle-errors.js';

// The Firebase adapter's implementation ships only these; every other code is in `sign-in-errors.ts`.

/** The messages of the codes any call can raise: the session's own, and the network's, the project's and the app's. */
export const SESSION_MESSAGES = {
  'auth/network-request-failed': 'The network request failed. Check your connection and try again.',
  'auth/unauthorized-domain': 'Sign-in is not available on this site right now. Try again later.',
  'auth/operation-not-supported':
    'This sign-in method does not work in this browser. Allow cookies and site data, or try another browser.',
  'auth/invalid-api-key': 'Sign-in is not available right now. Try again later.',
  'auth/user-not-found': 'There is no account with this email.',
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/operation-not-allowed': 'This sign-in method is not available. Try another one.',
  'auth/no-current-user': 'You are signed out. Sign in and try again.',
  'auth/app-deleted': 'Sign-in has stopped. Reload the page to continue.',
  'auth/timeout': 'Signing in took too long. Check your connection and try again.',
  'auth/internal-error': 'Sign-in failed unexpectedly. Try again.',
  'auth/unavailable': UNAVAILABLE_MESSAGE,
  'auth/disposed': DISPOSED_MESSAGE,
  'auth/unknown': 'Something went wrong while signing in. Try again.',
} as const;

/** The SDK's `FirebaseError.code` for each of the session's codes it maps to. */
export const SESSION_SDK_CODES = {
  'auth/unauthorized-continue-uri': 'auth/unauthorized-domain',
  'auth/operation-not-supported-in-this-environment': 'auth/operation-not-supported',
  'auth/web-storage-unsupported': 'auth/operation-not-supported',
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': 'auth/invalid-api-key',
  'auth/admin-restricted-operation': 'auth/operation-not-allowed',
  'auth/null-user': 'auth/no-current-user',
  'auth/user-signed-out': 'auth/no-current-user',
  'app/app-deleted': 'auth/app-deleted',
  'core/app-deleted': 'auth/app-deleted',
} as const;

/** What a developer should check for codes that come from the project's set-up, not from the user. */
export const SESSION_HINTS = {
  'auth/unauthorized-domain':
    'Add this domain in the Firebase console under Authentication → Settings → Authorized domains.',
  'auth/invalid-api-key': 'The Firebase API key is invalid; check VITE_FIREBASE_API_KEY and the project settings.',
  'auth/operation-not-allowed':
    'Enable this sign-in method in the Firebase console under Authentication → Sign-in method.',
  'auth/operation-not-supported':
    'Popups, redirects and phone sign-in need a browser with web storage; they are not available in Node or in a worker.',
  'auth/app-deleted': 'The Firebase app was deleted while the auth adapter was still in use.',
} as const;

/** The session's codes, as the Firebase adapter's error mapper takes them. */
export const SESSION_ERRORS: AuthErrorTable = {
  messages: SESSION_MESSAGES,
  sdkCodes: SESSION_SDK_CODES,
  hints: SESSION_HINTS,
};
