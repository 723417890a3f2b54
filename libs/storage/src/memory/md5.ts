import { md5 } from '@noble/hashes/legacy.js';

/** The base64 MD5 hash of `bytes`, as Cloud Storage reports it in `md5Hash`. */
export function md5Base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of md5(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
