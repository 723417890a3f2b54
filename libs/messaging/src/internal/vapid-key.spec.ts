import fc from 'fast-check';
import { isVapidKey } from './vapid-key.js';

const base64url = (bytes: Uint8Array, padded: boolean) => {
  const text = Buffer.from(bytes).toString('base64url');
  return padded ? `${text}=` : text;
};

describe('isVapidKey', () => {
  it('accepts every uncompressed P-256 point in URL-safe base64, with or without its padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), fc.boolean(), (rest, padded) => {
        expect(isVapidKey(base64url(Uint8Array.of(4, ...rest), padded))).toBe(true);
      }),
    );
  });

  it('refuses keys of another length, another point format, or in standard base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 100 }), (bytes) => {
        fc.pre(!(bytes.length === 65 && bytes[0] === 4));
        expect(isVapidKey(base64url(bytes, false))).toBe(false);
      }),
    );
    const key = base64url(Uint8Array.of(4, ...new Uint8Array(64).fill(0xfb)), false);
    expect(isVapidKey(key)).toBe(true);
    expect(isVapidKey(key.replaceAll('-', '+').replaceAll('_', '/'))).toBe(false);
  });
});
