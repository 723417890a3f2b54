import fc from 'fast-check';
import { createValueCodec, type JsonValue } from './value-codec.js';

const codec = createValueCodec();

/** Everything the built-in codec round-trips, nested in arrays and plain objects (including a `$type` key). */
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.constant(null),
    fc.constant(undefined),
    fc.boolean(),
    fc.double(),
    fc.string(),
    fc.bigInt(),
    fc.date({ noInvalidDate: false }),
    fc.uint8Array({ maxLength: 16 }),
  ),
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.string(), fc.constant('$type'), fc.constant('__proto__')), tie('node'), {
    maxKeys: 4,
    noNullPrototype: true,
  }),
}));

describe('the value codec', () => {
  it('round-trips every value through JSON text unchanged', () => {
    fc.assert(
      fc.property(value.node, (original) => {
        const text = JSON.stringify(codec.encode(original));
        const back = codec.decode(JSON.parse(text) as JsonValue);
        expect(back).toStrictEqual(original);
        expect(codec.equals(back, original)).toBe(true);
      }),
    );
  });

  it('tells different values apart', () => {
    fc.assert(
      fc.property(value.node, value.node, (a, b) => {
        fc.pre(!Object.is(a, b));
        let same = true;
        try {
          expect(b).toStrictEqual(a);
        } catch {
          same = false;
        }
        expect(codec.equals(a, b)).toBe(same);
      }),
    );
  });

  it('tells a field named __proto__ from a field of another name', () => {
    const withProto = JSON.parse('{"__proto__":{}}') as unknown;
    expect(codec.equals(withProto, { '': undefined })).toBe(false);
    expect(codec.equals({ '': undefined }, withProto)).toBe(false);
    expect(codec.equals(withProto, JSON.parse('{"__proto__":{}}'))).toBe(true);
  });

  it('refuses functions and unknown class instances', () => {
    expect(() => codec.encode({ f: () => 1 })).toThrow(expect.objectContaining({ code: 'react/unserializable' }));
    expect(() => codec.encode([new Map()])).toThrow(expect.objectContaining({ code: 'react/unserializable' }));
  });
});
