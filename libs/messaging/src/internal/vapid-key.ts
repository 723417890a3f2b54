/**
 * A VAPID public key as the Firebase console shows it: an uncompressed P-256
 * point (65 bytes, first byte 4) in URL-safe base64, so 87 characters starting
 * with `B`, with an optional `=`.
 */
const VAPID_KEY = /^B[\w-]{86}=?$/;

/** Whether `key` is a VAPID public key the Push API would accept. */
export const isVapidKey = (key: string): boolean => VAPID_KEY.test(key);
