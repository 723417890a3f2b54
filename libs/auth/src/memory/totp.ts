import { base32Decode, base32Encode } from './encoding.js';
import type { RandomSource } from './random.js';

/** The TOTP parameters Firebase uses: 6 digits, 30-second steps, HMAC-SHA1 (RFC 6238). */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', secretBytes: 20 } as const;

/** How many steps either side of the current one a code may come from, for clock drift. */
const ACCEPTED_DRIFT_STEPS = 1;

/** A new random shared secret, base32-encoded. */
export function generateTotpSecret(random: RandomSource): string {
  return base32Encode(random.bytes(TOTP.secretBytes));
}

function counterBytes(counter: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(counter));
  return bytes;
}

async function codeForStep(secret: Uint8Array<ArrayBuffer>, step: number, digits: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counterBytes(step)));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

const stepAt = (atMs: number) => Math.floor(atMs / 1000 / TOTP.periodSeconds);

/** The code an authenticator app shows for `secret` (base32) at `atMs`. */
export function totpCode(secret: string, atMs: number, digits: number = TOTP.digits): Promise<string> {
  return codeForStep(base32Decode(secret), stepAt(atMs), digits);
}

/** True when `code` is the code for `secret` at `atMs`, or one step either side. */
export async function verifyTotpCode(secret: string, code: string, atMs: number): Promise<boolean> {
  const key = base32Decode(secret);
  const step = stepAt(atMs);
  for (let drift = -ACCEPTED_DRIFT_STEPS; drift <= ACCEPTED_DRIFT_STEPS; drift += 1) {
    if ((await codeForStep(key, step + drift, TOTP.digits)) === code) return true;
  }
  return false;
}

/** The `otpauth://` URL an authenticator app scans, in the format of the Firebase SDK. */
export function totpUri(secret: string, accountName: string, issuer: string): string {
  return `otpauth://totp/${issuer}:${accountName}?secret=${secret}&issuer=${issuer}&algorithm=${TOTP.algorithm}&digits=${TOTP.digits}`;
}
