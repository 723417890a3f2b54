import { base32Decode, base32Encode, utf8 } from './encoding.js';
import { totpCode, verifyTotpCode } from './totp.js';

const RFC_SECRET = base32Encode(utf8('12345678901234567890'));

describe('TOTP (RFC 6238, HMAC-SHA1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC test vector at T=%i', async (seconds, expected) => {
    await expect(totpCode(RFC_SECRET, seconds * 1000, 8)).resolves.toBe(expected);
    await expect(totpCode(RFC_SECRET, seconds * 1000)).resolves.toBe(expected.slice(2));
  });

  it('accepts the code of the current step and one step either side', async () => {
    const now = 1_000_000_000_000;
    for (const drift of [-30_000, 0, 30_000]) {
      await expect(verifyTotpCode(RFC_SECRET, await totpCode(RFC_SECRET, now + drift), now)).resolves.toBe(true);
    }
    await expect(verifyTotpCode(RFC_SECRET, await totpCode(RFC_SECRET, now - 60_000), now)).resolves.toBe(false);
  });

  it('round-trips base32', () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(utf8('foobar'))).toBe('MZXW6YTBOI');
    expect(() => base32Decode('A1')).toThrow(RangeError);
  });
});
