const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 20-character document id, as the SDK makes them (62 characters, no modulo bias). */
export function autoId(): string {
  let id = '';
  while (id.length < 20) {
    const bytes = crypto.getRandomValues(new Uint8Array(40));
    for (const byte of bytes) {
      if (id.length < 20 && byte < 248) id += ALPHABET.charAt(byte % 62);
    }
  }
  return id;
}
