/** The shape of an installation id (FID): 22 URL-safe base64 characters, the first one `c`, `d`, `e` or `f`. */
export const INSTALLATION_ID_PATTERN = /^[cdef][\w-]{21}$/;

/** True when `value` has the shape of an installation id. */
export const isInstallationId = (value: unknown): value is string =>
  typeof value === 'string' && INSTALLATION_ID_PATTERN.test(value);

const FID_BYTES = 17;
const FID_LENGTH = 22;

/**
 * Makes an installation id from 17 random bytes the way the SDK does: the
 * first four bits become `0111`, so the id starts with `c`–`f`, and the
 * URL-safe base64 text is cut to 22 characters (132 bits).
 */
export function installationIdFrom(bytes: Uint8Array): string {
  const fid = Uint8Array.from(bytes.subarray(0, FID_BYTES));
  fid[0] = 0b0111_0000 | ((fid[0] ?? 0) & 0b0000_1111);
  const base64 = btoa(String.fromCharCode(...fid));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').slice(0, FID_LENGTH);
}

/** A new random installation id. */
export const createInstallationId = (): string =>
  installationIdFrom(globalThis.crypto.getRandomValues(new Uint8Array(FID_BYTES)));
