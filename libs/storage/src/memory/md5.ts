import { md5 } from '@noble/hashes/legacy.js';
import { bytesToBase64 } from '@platform/core';

/** The base64 MD5 hash of `bytes`, as Cloud Storage reports it in `md5Hash`. */
export const md5Base64 = (bytes: Uint8Array): string => bytesToBase64(md5(bytes));
