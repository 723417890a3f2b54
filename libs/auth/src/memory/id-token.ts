import type { IdTokenResult } from '../auth.types.js';
import { encodeUnsignedJwt } from './jwt.js';
import type { UserRecord } from './user-record.js';

/** How the current session was established, as ID token claims describe it. */
export interface SignInFacts {
  /** When the user last proved who they are, epoch ms (`auth_time`). */
  readonly authTime: number;
  /** e.g. `'password'`, `'anonymous'`, `'google.com'`. */
  readonly signInProvider: string;
  /** The second factor used, if any. */
  readonly secondFactor: { readonly factorId: 'phone' | 'totp'; readonly uid: string } | null;
}

/** What minting a token needs besides the user. */
export interface MintOptions {
  /** The audience and issuer project. */
  readonly projectId: string;
  /** Issue time, epoch ms. */
  readonly now: number;
  /** How long the token is valid. */
  readonly lifetimeMs: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

function tokenTimes({ now, lifetimeMs }: MintOptions): { readonly iat: number; readonly exp: number } {
  const iat = seconds(now);
  return { iat, exp: iat + seconds(lifetimeMs) };
}

function identitiesOf(record: UserRecord): Record<string, string[]> {
  const identities: Record<string, string[]> = {};
  for (const { providerId, providerUid } of record.identities) {
    const key = providerId === 'password' ? 'email' : providerId;
    identities[key] = [...(identities[key] ?? []), providerUid];
  }
  if (record.email && !identities['email'] && record.identities.length > 0) identities['email'] = [record.email];
  return identities;
}

/** The claims of an ID token, shaped like the Auth emulator's; custom claims cannot override standard ones. */
function idTokenClaims(record: UserRecord, facts: SignInFacts, options: MintOptions): Record<string, unknown> {
  const { iat, exp } = tokenTimes(options);
  const { projectId } = options;
  return {
    ...record.customClaims,
    ...(record.displayName === null ? {} : { name: record.displayName }),
    ...(record.photoURL === null ? {} : { picture: record.photoURL }),
    ...(record.phoneNumber === null ? {} : { phone_number: record.phoneNumber }),
    ...(record.email === null ? {} : { email: record.email, email_verified: record.emailVerified }),
    ...(record.isAnonymous ? { provider_id: 'anonymous' } : {}),
    auth_time: seconds(facts.authTime),
    user_id: record.uid,
    firebase: {
      identities: identitiesOf(record),
      sign_in_provider: facts.signInProvider,
      ...(facts.secondFactor
        ? { sign_in_second_factor: facts.secondFactor.factorId, second_factor_identifier: facts.secondFactor.uid }
        : {}),
    },
    iat,
    exp,
    aud: projectId,
    iss: `https://securetoken.google.com/${projectId}`,
    sub: record.uid,
  };
}

/** Mints an unsigned ID token for `record` and returns it decoded, as the port reports it. */
export function mintIdToken(record: UserRecord, facts: SignInFacts, options: MintOptions): IdTokenResult {
  const claims = idTokenClaims(record, facts, options);
  const { iat, exp } = tokenTimes(options);
  return Object.freeze({
    token: encodeUnsignedJwt(claims),
    claims: Object.freeze(claims),
    issuedAt: iat * 1000,
    expiresAt: exp * 1000,
    signInProvider: facts.signInProvider,
  });
}
