import { base64UrlDecode, base64UrlEncode } from './encoding.js';

/** The header of every token the memory adapter mints: unsigned, like the Auth emulator's. */
const HEADER = { alg: 'none', typ: 'JWT' } as const;

/** Encodes `claims` as an unsigned JWT: `header.payload.` (empty signature). */
export function encodeUnsignedJwt(claims: Readonly<Record<string, unknown>>): string {
  return `${base64UrlEncode(JSON.stringify(HEADER))}.${base64UrlEncode(JSON.stringify(claims))}.`;
}

/** The claims of a JWT, without checking any signature; `null` when it is not JWT-shaped. */
export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
