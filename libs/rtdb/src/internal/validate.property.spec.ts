import fc from 'fast-check';
import { assertKey, RTDB_LIMITS } from './validate.js';
import { compareKeys, compareValues } from './ordering.js';

// The database forbids control characters in keys; the oracle names them on purpose.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[.#$[\]/\u0000-\u001f\u007f]/;
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('keys', () => {
  it('are accepted exactly when non-empty, free of . # $ [ ] / and control characters, and at most 768 bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (key) => {
        const valid = key.length > 0 && !FORBIDDEN.test(key) && bytes(key) <= RTDB_LIMITS.maxKeyBytes;
        if (valid) expect(() => assertKey(key)).not.toThrow();
        else expect(() => assertKey(key)).toThrow(expect.objectContaining({ code: 'rtdb/invalid-key' }));
      }),
    );
  });
});

describe('the database order', () => {
  const primitive = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string(),
  );

  it('orders keys totally: antisymmetric and transitive', () => {
    const anyKey = fc.oneof(fc.integer().map(String), fc.string({ minLength: 1 }));
    fc.assert(
      fc.property(anyKey, anyKey, anyKey, (a, b, c) => {
        expect(Math.sign(compareKeys(a, b))).toBe(-Math.sign(compareKeys(b, a)) || 0);
        if (compareKeys(a, b) <= 0 && compareKeys(b, c) <= 0) expect(compareKeys(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('puts null before booleans before numbers before strings', () => {
    const rank = (v: unknown) => (v === null ? 0 : typeof v === 'boolean' ? 1 : typeof v === 'number' ? 2 : 3);
    fc.assert(
      fc.property(primitive, primitive, (a, b) => {
        if (rank(a) < rank(b)) expect(compareValues(a, b)).toBeLessThan(0);
      }),
    );
  });
});
