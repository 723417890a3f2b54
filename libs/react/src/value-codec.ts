import { reactErrors } from './react.errors.js';

/** A value `JSON.stringify` writes and `JSON.parse` reads back unchanged. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * Encodes one kind of value that JSON cannot hold (a service's timestamp, reference or vector, say) as a tagged
 * JSON value, and back. A service library exports its serializers and the app hands them to `dehydrate` and
 * `<HydrationBoundary>`, so that `@platform/react` knows no service's types.
 */
export interface ValueSerializer<T = unknown> {
  /** The name written next to an encoded value, unique among the serializers in use, e.g. `firestore/timestamp`. */
  readonly tag: string;
  /** Whether this serializer encodes `value`. */
  test(value: unknown): value is T;
  /** `value` as JSON; `encode` encodes nested values the same way. */
  encode(value: T, encode: (nested: unknown) => JsonValue): JsonValue;
  /** The value back from what {@link ValueSerializer.encode} wrote; `decode` decodes nested values. */
  decode(json: JsonValue, decode: (nested: JsonValue) => unknown): T;
}

/** The key that marks a tagged value: `{ "$type": tag, "value": json }`. */
const TYPE = '$type';

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** Sets a field as data even when it is named `__proto__`. */
const define = (object: Record<string, unknown>, field: string, value: unknown) =>
  Object.defineProperty(object, field, { value, enumerable: true, writable: true, configurable: true });

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const specialNumber = (value: number): string | undefined => {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  if (Object.is(value, -0)) return '-0';
  return undefined;
};

/** What JSON lacks and every app meets: `undefined`, NaN, ±Infinity, -0, `Date`, `Uint8Array` and `bigint`. */
const BUILT_IN: readonly ValueSerializer[] = [
  { tag: 'undefined', test: (v) => v === undefined, encode: () => null, decode: () => undefined },
  {
    tag: 'number',
    test: (v): v is number => typeof v === 'number' && specialNumber(v) !== undefined,
    encode: (v) => specialNumber(v as number) ?? null,
    decode: (json) => Number(json),
  },
  {
    tag: 'bigint',
    test: (v) => typeof v === 'bigint',
    encode: (v) => String(v),
    decode: (json) => BigInt(json as string),
  },
  {
    tag: 'date',
    test: (v): v is Date => v instanceof Date,
    encode: (v) => {
      const time = (v as Date).getTime();
      return Number.isNaN(time) ? null : time;
    },
    decode: (json) => new Date(json === null ? NaN : (json as number)),
  },
  {
    tag: 'bytes',
    test: (v): v is Uint8Array => v instanceof Uint8Array,
    encode: (v) => toBase64(v as Uint8Array),
    decode: (json) => fromBase64(json as string),
  },
];

/** Encodes and decodes values with the given serializers, tried before the built-in ones. */
export interface ValueCodec {
  /** `value` as JSON; throws `react/unserializable` on a value no serializer knows (a function, a class instance). */
  encode(value: unknown): JsonValue;
  /** The value {@link ValueCodec.encode} was given; throws `react/unserializable` on an unknown tag. */
  decode(json: JsonValue): unknown;
  /** Whether two values encode alike, whatever the order of their keys. */
  equals(a: unknown, b: unknown): boolean;
}

/** A {@link ValueCodec} over `serializers` and the built-in ones (see {@link ValueSerializer}). */
export function createValueCodec(serializers: readonly ValueSerializer[] = []): ValueCodec {
  const all = [...serializers, ...BUILT_IN];
  const byTag = new Map(all.map((serializer) => [serializer.tag, serializer]));

  const encodeAt = (value: unknown, path: string): JsonValue => {
    const serializer = all.find((candidate) => candidate.test(value));
    if (serializer) {
      return { [TYPE]: serializer.tag, value: serializer.encode(value, (nested) => encodeAt(nested, path)) };
    }
    if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') {
      return value;
    }
    if (Array.isArray(value))
      return Array.from(value as unknown[], (item, index) => encodeAt(item, `${path}[${index}]`));
    if (typeof value === 'object' && isPlainObject(value)) {
      const fields: Record<string, JsonValue> = {};
      for (const [field, nested] of Object.entries(value)) define(fields, field, encodeAt(nested, `${path}.${field}`));
      return TYPE in value ? { [TYPE]: 'object', value: fields } : fields;
    }
    const kind = typeof value === 'object' ? (value.constructor?.name ?? 'object') : typeof value;
    throw reactErrors.create('react/unserializable', { customData: { path, kind } });
  };

  const decode = (json: JsonValue): unknown => {
    if (json === null || typeof json !== 'object') return json;
    if (Array.isArray(json)) return json.map(decode);
    const object = json as { readonly [key: string]: JsonValue };
    if (!(TYPE in object)) return decodeFields(object);
    const tag = object[TYPE] as string;
    const inner = object['value'] ?? null;
    if (tag === 'object') return decodeFields(inner as { readonly [key: string]: JsonValue });
    const serializer = byTag.get(tag);
    if (!serializer)
      throw reactErrors.create('react/unserializable', { customData: { path: '$', kind: `tag ${tag}` } });
    return serializer.decode(inner, decode);
  };

  const decodeFields = (object: { readonly [key: string]: JsonValue }) => {
    const fields: Record<string, unknown> = {};
    for (const [field, nested] of Object.entries(object)) define(fields, field, decode(nested));
    return fields;
  };

  return {
    encode: (value) => encodeAt(value, '$'),
    decode,
    equals: (a, b) => a === b || jsonEqual(encodeAt(a, '$'), encodeAt(b, '$')),
  };
}

function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as readonly JsonValue[];
    return a.length === other.length && a.every((item: JsonValue, index) => jsonEqual(item, other[index] ?? null));
  }
  const left = a as { readonly [key: string]: JsonValue };
  const right = b as { readonly [key: string]: JsonValue };
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && jsonEqual(left[key] ?? null, right[key] ?? null))
  );
}
