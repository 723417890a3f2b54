/** Fills a new array of `length` random bytes. */
export type RandomBytes = (length: number) => Uint8Array;

/** Cryptographically strong random bytes from Web Crypto. */
export const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids, codes and secrets drawn from one source of random bytes. */
export interface RandomSource {
  /** `length` random bytes. */
  bytes(length: number): Uint8Array;
  /** An id of letters and digits, 28 long like Firebase user ids. */
  id(length?: number): string;
  /** A code of `length` decimal digits, e.g. an SMS code. */
  digits(length: number): string;
}

/** Wraps a byte source into a {@link RandomSource}. */
export function createRandomSource(randomBytes: RandomBytes = cryptoRandomBytes): RandomSource {
  const pick = (alphabet: string, length: number) =>
    Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
  return {
    bytes: randomBytes,
    id: (length = 28) => pick(ID_ALPHABET, length),
    digits: (length) => pick('0123456789', length),
  };
}
