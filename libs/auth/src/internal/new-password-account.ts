import type { AuthUser } from '../auth.types.js';

/** The profile of an account just created with an email and password: unverified, no name, photo or phone. */
export const NEW_PASSWORD_ACCOUNT = {
  emailVerified: false,
  displayName: null,
  photoURL: null,
  phoneNumber: null,
  isAnonymous: false,
  providerIds: ['password'],
} as const satisfies Partial<AuthUser>;
