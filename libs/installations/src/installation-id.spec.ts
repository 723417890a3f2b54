import fc from 'fast-check';
import {
  createInstallationId,
  installationIdFrom,
  INSTALLATION_ID_PATTERN,
  isInstallationId,
} from './installation-id.js';

describe('installation ids', () => {
  it('have the FID shape for any 17 random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 17, maxLength: 17 }), (bytes) => {
        expect(installationIdFrom(bytes)).toMatch(INSTALLATION_ID_PATTERN);
      }),
    );
  });

  it('keep every random bit there is room for: bytes that differ in one of those bits give different ids', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 17, maxLength: 17 }), fc.nat({ max: 127 }), (bytes, bit) => {
        const flipped = Uint8Array.from(bytes);
        // 22 characters hold 132 bits: the fixed four-bit header, then 128 random bits.
        const position = bit + 4;
        flipped[position >> 3] = (flipped[position >> 3] ?? 0) ^ (0b1000_0000 >> (position & 7));
        expect(installationIdFrom(flipped)).not.toBe(installationIdFrom(bytes));
      }),
    );
  });

  it('are new every time', () => {
    const ids = new Set(Array.from({ length: 1_000 }, createInstallationId));
    expect(ids.size).toBe(1_000);
    expect([...ids].every(isInstallationId)).toBe(true);
  });

  it('are told apart from other text', () => {
    expect(isInstallationId('fAbcdefghijklmnopqrstu')).toBe(true);
    expect(isInstallationId('aAbcdefghijklmnopqrstu')).toBe(false);
    expect(isInstallationId('fAbcdefghijklmnopqrst')).toBe(false);
    expect(isInstallationId(undefined)).toBe(false);
  });
});
