import { toHex, utf8 } from './encoding.js';
import { cryptoRandomBytes } from './random.js';

/** A salted SHA-256 password hash; the password itself is never stored. */
export interface PasswordHash {
  /** Random per user, hex. */
  readonly salt: string;
  /** SHA-256 of salt + password, hex. */
  readonly hash: string;
}

async function digest(salt: string, password: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(salt + password))));
}

/** Hashes `password` with a fresh random salt. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = toHex(cryptoRandomBytes(16));
  return { salt, hash: await digest(salt, password) };
}

/** True when `password` matches `stored`; compares in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await digest(stored.salt, password);
  if (candidate.length !== stored.hash.length) return false;
  let difference = 0;
  for (let i = 0; i < candidate.length; i += 1) difference |= candidate.charCodeAt(i) ^ stored.hash.charCodeAt(i);
  return difference === 0;
}
