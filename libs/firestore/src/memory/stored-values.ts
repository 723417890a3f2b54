import { base64ToBytes, bytesToBase64 } from '@platform/core';
import type { DocumentData, FirestoreValue } from '../firestore.types.js';
import { isMap } from '../internal/field-at.js';
import { GeoPoint } from '../model/geo-point.js';
import { docAt, DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { VectorValue } from '../model/vector.js';

/**
 * A Firestore value as JSON, without loss: strings, booleans, null, finite numbers and arrays stand for themselves;
 * every other value is `{ "@": type, "v": … }`, maps included, so that no field name can pass for a type.
 */
export type StoredValue =
  | null
  | boolean
  | number
  | string
  | readonly StoredValue[]
  | { readonly '@': 'number'; readonly v: 'NaN' | 'Infinity' | '-Infinity' | '-0' }
  | { readonly '@': 'timestamp'; readonly v: readonly [number, number] }
  | { readonly '@': 'vector'; readonly v: readonly StoredValue[] }
  | { readonly '@': 'bytes'; readonly v: string }
  | { readonly '@': 'geopoint'; readonly v: readonly [number, number] }
  | { readonly '@': 'reference'; readonly v: string }
  | { readonly '@': 'map'; readonly v: { readonly [field: string]: StoredValue } };

const SPECIAL_NUMBERS = ['NaN', 'Infinity', '-Infinity', '-0'] as const;

function encodeNumber(value: number): StoredValue {
  if (Number.isFinite(value) && !Object.is(value, -0)) return value;
  const name = Object.is(value, -0) ? '-0' : (String(value) as 'NaN' | 'Infinity' | '-Infinity');
  return { '@': 'number', v: name };
}

/** `value` as JSON-safe data; throws a `TypeError` for anything Firestore does not store. */
function encodeValue(value: FirestoreValue): StoredValue {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return encodeNumber(value);
  if (Array.isArray(value)) return (value as readonly FirestoreValue[]).map(encodeValue);
  if (value instanceof Timestamp) return { '@': 'timestamp', v: [value.seconds, value.nanoseconds] };
  if (value instanceof VectorValue) return { '@': 'vector', v: value.toArray().map(encodeNumber) };
  if (value instanceof Uint8Array) return { '@': 'bytes', v: bytesToBase64(value) };
  if (value instanceof GeoPoint) return { '@': 'geopoint', v: [value.latitude, value.longitude] };
  if (value instanceof DocumentRef) return { '@': 'reference', v: value.path };
  if (isMap(value)) return { '@': 'map', v: encodeData(value) };
  throw new TypeError(`A ${Object.prototype.toString.call(value)} is not a value this store can keep.`);
}

/** A document's fields as JSON-safe data; see {@link encodeValue}. */
export const encodeData = (data: DocumentData): { readonly [field: string]: StoredValue } =>
  Object.fromEntries(Object.entries(data).map(([field, value]) => [field, encodeValue(value)]));

const fail = (what: string): never => {
  throw new TypeError(`Not a stored Firestore value: ${what}.`);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeTagged(tag: unknown, v: unknown): FirestoreValue {
  switch (tag) {
    case 'number':
      return SPECIAL_NUMBERS.includes(v as never) ? (v === '-0' ? -0 : Number(v)) : fail(`number ${String(v)}`);
    case 'timestamp':
      return Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n))
        ? new Timestamp(v[0] as number, v[1] as number)
        : fail('timestamp');
    case 'vector': {
      const numbers = Array.isArray(v) ? v.map(decodeValue) : [];
      return Array.isArray(v) && numbers.every((n) => typeof n === 'number')
        ? new VectorValue(numbers as number[])
        : fail('vector');
    }
    case 'bytes':
      return typeof v === 'string' ? base64ToBytes(v) : fail('bytes');
    case 'geopoint':
      return Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number')
        ? new GeoPoint(v[0] as number, v[1] as number)
        : fail('geopoint');
    case 'reference':
      return typeof v === 'string' ? docAt(v) : fail('reference');
    case 'map':
      return decodeData(v);
    default:
      return fail(`type ${String(tag)}`);
  }
}

/** The value {@link encodeValue} stored; throws on anything else (a `TypeError`, or the error of a bad path). */
function decodeValue(stored: unknown): FirestoreValue {
  if (stored === null || typeof stored === 'boolean' || typeof stored === 'string') return stored;
  if (typeof stored === 'number') return Number.isFinite(stored) ? stored : fail('number');
  if (Array.isArray(stored)) return stored.map(decodeValue);
  if (isRecord(stored)) return decodeTagged(stored['@'], stored['v']);
  return fail(typeof stored);
}

/** The fields {@link encodeData} stored; throws on anything else. */
export function decodeData(stored: unknown): DocumentData {
  if (!isRecord(stored)) return fail('fields');
  return Object.fromEntries(Object.entries(stored).map(([field, value]) => [field, decodeValue(value)]));
}
