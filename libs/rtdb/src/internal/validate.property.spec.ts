import fc from 'fast-check';
import { parsePath } from './path.js';
import { assertData, isValidKey, RTDB_LIMITS, utf8Length } from './validate.js';
import { compareKeys, compareValues } from './ordering.js';

// The database forbids control characters in keys; the oracle names them on purpose.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[.#$[\]/\u0000-\u001f\u007f]/;

describe('keys', () => {
  it('are valid exactly when non-empty, free of . # $ [ ] / and control characters, and not __proto__', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constant('__proto__')), (key) => {
        expect(isValidKey(key)).toBe(key.length > 0 && !FORBIDDEN.test(key) && key !== '__proto__');
      }),
    );
  });

  it('count UTF-8 bytes as TextEncoder does for well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });
});

describe('written paths', () => {
  it('are refused exactly when "/" before each key plus the keys exceed 768 bytes', () => {
    const key = fc.string({ unit: fc.constantFrom('a', 'é', '語'), minLength: 1, maxLength: 200 });
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 8 }), (keys) => {
        const bytes = keys.reduce((sum, k) => sum + 1 + utf8Length(k), 0);
        const write = () => assertData(1, parsePath(keys.join('/')));
        if (bytes <= RTDB_LIMITS.maxPathBytes) expect(write).not.toThrow();
        else expect(write).toThrow(expect.objectContaining({ code: 'rtdb/invalid-path' }));
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
