import { autoId } from './auto-id.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Makes `crypto.getRandomValues` hand out `bytes`, one at a time, for the next id. */
function randomBytes(bytes: readonly number[]) {
  const queue = [...bytes];
  return vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    const view = array as unknown as Uint8Array;
    for (let index = 0; index < view.length; index += 1) view[index] = queue.shift() ?? 0;
    return array;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('autoId', () => {
  it('makes 20 characters of A-Z, a-z and 0-9, as the SDK does', () => {
    const ids = Array.from({ length: 500 }, autoId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids.join('')).size).toBe(62);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('maps each byte below 248 to the character at its index modulo 62, and skips the rest', () => {
    const bytes = [0, 25, 26, 51, 52, 61, 62, 247, 248, 255, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    randomBytes(bytes);
    const expected = bytes
      .filter((byte) => byte < 248)
      .map((byte) => ALPHABET[byte % 62])
      .join('');
    expect(autoId()).toBe(expected);
  });
});
