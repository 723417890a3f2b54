import { APPCHECK_TIMINGS, type TokenLifetime } from '../appcheck.timings.js';

/**
 * The lifetimes of the tokens one adapter has seen. The SDK hands out only the
 * token text, so a lifetime comes from the custom provider that minted the
 * token, from the token's own `iat`/`exp` claims (App Check tokens are JWTs),
 * or, failing both, from the exchange's usual one-hour lifetime.
 */
export interface TokenLifetimes {
  /** Remembers the lifetime of a token minted by a custom provider. */
  record(token: string, lifetime: TokenLifetime): void;
  /** The lifetime of `token`, first seen at `now`. */
  lifetimeOf(token: string, now: number): TokenLifetime;
}

const REMEMBERED = 32;

function claimsOf(token: string): Readonly<Record<string, unknown>> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const seconds = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value * 1000 : undefined;

/** Reads the lifetime from a JWT's `exp` (and `iat`) claims. */
export function jwtLifetime(token: string, now: number): TokenLifetime | undefined {
  const claims = claimsOf(token);
  const expiresAt = seconds(claims?.['exp']);
  if (expiresAt === undefined) return undefined;
  const issuedAt = seconds(claims?.['iat']);
  return { issuedAt: issuedAt !== undefined && issuedAt <= expiresAt ? issuedAt : Math.min(now, expiresAt), expiresAt };
}

/** Creates an empty, bounded book of lifetimes. */
export function createTokenLifetimes(): TokenLifetimes {
  const book = new Map<string, TokenLifetime>();
  const remember = (token: string, lifetime: TokenLifetime) => {
    book.delete(token);
    book.set(token, lifetime);
    for (const oldest of book.keys()) {
      if (book.size <= REMEMBERED) break;
      book.delete(oldest);
    }
    return lifetime;
  };
  return {
    record: (token, lifetime) => void remember(token, lifetime),
    lifetimeOf(token, now) {
      return (
        book.get(token) ??
        remember(token, jwtLifetime(token, now) ?? { issuedAt: now, expiresAt: now + APPCHECK_TIMINGS.tokenTtlMs })
      );
    },
  };
}
