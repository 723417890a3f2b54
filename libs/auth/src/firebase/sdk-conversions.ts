import type { IdTokenResult as SdkIdTokenResult, MultiFactorInfo as SdkMultiFactorInfo, User } from 'firebase/auth';
import type { AuthUser, IdTokenResult, MultiFactorInfo } from '../auth.types.js';

/** Epoch ms of a date string from the SDK, or `null`. */
function epochMs(date: string | undefined | null): number | null {
  if (!date) return null;
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? null : ms;
}

/** The port's plain copy of an SDK user. */
export function toAuthUser(user: User): AuthUser {
  return Object.freeze({
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber,
    isAnonymous: user.isAnonymous,
    providerIds: Object.freeze(user.providerData.map((info) => info.providerId)),
    metadata: Object.freeze({
      createdAt: epochMs(user.metadata.creationTime),
      lastSignInAt: epochMs(user.metadata.lastSignInTime),
    }),
  });
}

/** The port's copy of an SDK ID token result. */
export function toIdTokenResult(result: SdkIdTokenResult): IdTokenResult {
  return Object.freeze({
    token: result.token,
    claims: Object.freeze({ ...result.claims }),
    issuedAt: epochMs(result.issuedAtTime) ?? 0,
    expiresAt: epochMs(result.expirationTime) ?? 0,
    signInProvider: result.signInProvider,
  });
}

/** The port's copy of an SDK second factor. */
export function toFactorInfo(info: SdkMultiFactorInfo): MultiFactorInfo {
  const phoneNumber = 'phoneNumber' in info && typeof info.phoneNumber === 'string' ? info.phoneNumber : undefined;
  return Object.freeze({
    uid: info.uid,
    factorId: info.factorId === 'totp' ? 'totp' : 'phone',
    displayName: info.displayName ?? null,
    enrolledAt: epochMs(info.enrollmentTime),
    ...(phoneNumber === undefined ? {} : { phoneNumber }),
  });
}
