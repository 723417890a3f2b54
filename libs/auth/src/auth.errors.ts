import { defineErrors, type PlatformError } from '@platform/core';
import { createAuthErrorMapper } from './internal/auth-error-mapper.js';
import { SESSION_ERRORS, SESSION_HINTS, SESSION_MESSAGES, SESSION_SDK_CODES } from './internal/session-errors.js';
import { SIGN_IN_ERRORS, SIGN_IN_MESSAGES, SIGN_IN_SDK_CODES } from './internal/sign-in-errors.js';

/**
 * Every error the auth port can raise, with the message a user sees: it says
 * what happened and what the person can do, never which setting to change.
 * That guidance is in {@link AUTH_DEVELOPER_HINTS}.
 */
export const authErrors = defineErrors('auth', { ...SESSION_MESSAGES, ...SIGN_IN_MESSAGES });

/** Every code the auth port can raise. */
export type AuthErrorCode = keyof typeof authErrors.messages;

/** The SDK's `FirebaseError.code` for each port code it maps to; an SDK code that is a port code keeps it, unlisted. */
export const AUTH_SDK_CODES: Readonly<Record<string, AuthErrorCode>> = { ...SESSION_SDK_CODES, ...SIGN_IN_SDK_CODES };

/**
 * What a developer should check for codes that come from the project's set-up,
 * not from the user. {@link toAuthError} puts it in `customData.developerHint`.
 */
export const AUTH_DEVELOPER_HINTS: Readonly<Partial<Record<AuthErrorCode, string>>> = SESSION_HINTS;

const mapper = createAuthErrorMapper(SESSION_ERRORS, SIGN_IN_ERRORS);

/**
 * Maps anything the SDK throws to a typed auth error; unknown codes keep theirs
 * in `customData.originalCode`, and set-up problems carry `customData.developerHint`.
 */
export function toAuthError(error: unknown): PlatformError<AuthErrorCode> {
  return mapper.toError(error);
}
