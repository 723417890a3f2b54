import fc from 'fast-check';
import { base64ToBytes, bytesToBase64 } from './base64.js';

describe('base64', () => {
  it('round-trips any bytes, a megabyte among them, as standard base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = bytesToBase64(bytes);
        expect(text).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
        expect(base64ToBytes(text)).toEqual(bytes);
      }),
    );
    const large = Uint8Array.from({ length: 1024 * 1024 }, (_, i) => (i * 31) % 256);
    const text = bytesToBase64(large);
    expect(text).toBe(Buffer.from(large).toString('base64'));
    expect(Buffer.from(base64ToBytes(text)).equals(Buffer.from(large))).toBe(true);
    expect(bytesToBase64(new TextEncoder().encode('Kindling'))).toBe('S2luZGxpbmc=');
  });

  it('refuses text that is not base64', () => {
    expect(() => base64ToBytes('not base64!')).toThrow();
  });
});
