import type { AuthUser, MultiFactorInfo } from '../auth.types.js';
import type { PasswordHash } from './password-hash.js';

/** One way the user can sign in: `password` (keyed by email), `phone`, or an identity provider. */
export interface LinkedIdentity {
  /** e.g. `'password'`, `'phone'`, `'google.com'`. */
  readonly providerId: string;
  /** The user's id at that provider (the email for `password`, the number for `phone`). */
  readonly providerUid: string;
}

/** A second factor, with the TOTP secret the server keeps. */
export interface EnrolledFactor {
  /** The factor's id. */
  readonly uid: string;
  /** Its kind. */
  readonly factorId: 'phone' | 'totp';
  /** The name the user gave it. */
  readonly displayName: string | null;
  /** When it was enrolled, epoch ms. */
  readonly enrolledAt: number;
  /** The full number of a phone factor. */
  readonly phoneNumber?: string;
  /** The base32 shared secret of a TOTP factor. */
  readonly totpSecret?: string;
}

/** An account as the memory "server" stores it. Plain JSON, so it can be persisted. */
export interface UserRecord
  extends Pick<AuthUser, 'uid' | 'emailVerified' | 'displayName' | 'photoURL' | 'isAnonymous'> {
  /** Lower-cased, or `null`. */
  readonly email: string | null;
  /** The number the account signs in with by phone, E.164. */
  readonly phoneNumber: string | null;
  /** The salted password hash, or `null` without a password. */
  readonly password: PasswordHash | null;
  /** The ways the account signs in, in the order they were linked. */
  readonly identities: readonly LinkedIdentity[];
  /** The enrolled second factors. */
  readonly factors: readonly EnrolledFactor[];
  /** Extra ID token claims. */
  readonly customClaims: Readonly<Record<string, unknown>>;
  /** A disabled account cannot sign in or refresh its token. */
  readonly disabled: boolean;
  /** Epoch ms. */
  readonly createdAt: number;
  /** Epoch ms, or `null` before the first sign-in. */
  readonly lastSignInAt: number | null;
}

/** The port's view of a stored account. */
export function toAuthUser(record: UserRecord): AuthUser {
  return Object.freeze({
    uid: record.uid,
    email: record.email,
    emailVerified: record.emailVerified,
    displayName: record.displayName,
    photoURL: record.photoURL,
    phoneNumber: record.phoneNumber,
    isAnonymous: record.isAnonymous,
    providerIds: Object.freeze(record.identities.map((identity) => identity.providerId)),
    metadata: Object.freeze({ createdAt: record.createdAt, lastSignInAt: record.lastSignInAt }),
  });
}

/** The port's view of an enrolled factor; `phoneNumber` may be replaced, e.g. masked. */
export function toFactorInfo(factor: EnrolledFactor, phoneNumber = factor.phoneNumber): MultiFactorInfo {
  return Object.freeze({
    uid: factor.uid,
    factorId: factor.factorId,
    displayName: factor.displayName,
    enrolledAt: factor.enrolledAt,
    ...(phoneNumber === undefined ? {} : { phoneNumber }),
  });
}
