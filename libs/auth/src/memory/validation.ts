import { authErrors } from '../auth.errors.js';

const EMAIL = /^[^@]+@[^@]+$/;
const E164 = /^\+[1-9]\d{6,14}$/;
const MIN_PASSWORD_LENGTH = 6;

/** Lower-cases an email the way Firebase stores it. */
export const canonicalEmail = (email: string) => email.toLowerCase();

/** Throws `auth/invalid-email` unless `email` looks like an address (the Auth emulator's rule). */
export function assertEmail(email: string): void {
  if (!EMAIL.test(email)) throw authErrors.create('auth/invalid-email', { customData: { email } });
}

/** Throws `auth/missing-password` for an empty password. */
export function assertPasswordGiven(password: string): void {
  if (password.length === 0) throw authErrors.create('auth/missing-password');
}

/** Throws `auth/missing-password` or `auth/weak-password` (fewer than 6 characters). */
export function assertStrongPassword(password: string): void {
  assertPasswordGiven(password);
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw authErrors.create('auth/weak-password', { customData: { minLength: MIN_PASSWORD_LENGTH } });
  }
}

/** Throws `auth/invalid-phone-number` unless `phoneNumber` is in E.164 form. */
export function assertPhoneNumber(phoneNumber: string): void {
  if (!E164.test(phoneNumber)) throw authErrors.create('auth/invalid-phone-number', { customData: { phoneNumber } });
}

/** A phone number as sign-in hints show it: all but the last four digits hidden. */
export function maskPhoneNumber(phoneNumber: string): string {
  return phoneNumber.replace(/\d(?=\d{4})/g, '*');
}
