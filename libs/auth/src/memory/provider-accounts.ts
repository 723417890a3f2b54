import { authErrors } from '../auth.errors.js';
import type { ProviderAccount } from './account-chooser.js';
import type { RandomSource } from './random.js';
import type { UserRecord } from './user-record.js';
import type { UserStore } from './user-store.js';
import { canonicalEmail } from './validation.js';

/** Providers whose verified emails Firebase trusts enough to link to an existing account. */
const TRUSTED_EMAIL_PROVIDERS = new Set(['google.com']);

/** The user's id at the provider: given, or else the email. */
export function providerUidOf(account: ProviderAccount, random: RandomSource): string {
  return account.providerUid ?? account.email ?? random.id();
}

/** Options for {@link accountUserFor}. */
export interface AccountUserOptions {
  /** The account table. */
  readonly users: UserStore;
  /** For new uids. */
  readonly random: RandomSource;
  /** Creation time of a new account. */
  readonly now: number;
}

/**
 * The account a provider sign-in lands on, following Firebase's one-account-per-email rule:
 * the user already linked to this identity; else, for a trusted provider, the user with the
 * same email (linked now); else a new user. Another provider's email clash is
 * `auth/account-exists-with-different-credential`.
 */
export function accountUserFor(
  providerId: string,
  account: ProviderAccount,
  { users, random, now }: AccountUserOptions,
): { readonly record: UserRecord; readonly isNewUser: boolean } {
  const providerUid = providerUidOf(account, random);
  const linked = users.byIdentity(providerId, providerUid);
  if (linked) return { record: linked, isNewUser: false };

  const email = account.email === null ? null : canonicalEmail(account.email);
  const emailVerified = account.emailVerified ?? true;
  const sameEmail = email === null ? undefined : users.byEmail(email);
  if (sameEmail) {
    if (!TRUSTED_EMAIL_PROVIDERS.has(providerId) || !emailVerified) {
      throw authErrors.create('auth/account-exists-with-different-credential', { customData: { email, providerId } });
    }
    const record = users.update(sameEmail.uid, {
      emailVerified: true,
      identities: [...sameEmail.identities, { providerId, providerUid }],
    });
    return { record, isNewUser: false };
  }

  const record = users.insert({
    uid: random.id(),
    email,
    emailVerified: email !== null && emailVerified,
    displayName: account.displayName ?? null,
    photoURL: account.photoURL ?? null,
    phoneNumber: null,
    isAnonymous: false,
    password: null,
    identities: [{ providerId, providerUid }],
    factors: [],
    customClaims: {},
    disabled: false,
    createdAt: now,
    lastSignInAt: null,
  });
  return { record, isNewUser: true };
}
