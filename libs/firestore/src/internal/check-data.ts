import { badInput } from '../firestore.errors.js';
import { FieldValue } from '../model/field-values.js';
import { GeoPoint } from '../model/geo-point.js';
import { DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { VectorValue } from '../model/vector.js';
import { fieldSegments } from './field-paths.js';

type Code = 'firestore/invalid-data' | 'firestore/invalid-query';

/** What {@link checkData} does with `undefined`. */
export interface DataOptions {
  /** Drop fields whose value is `undefined` instead of refusing them (the SDK's `ignoreUndefinedProperties`). */
  readonly ignoreUndefined?: boolean;
  /** Where field values (server timestamp, increment…) are allowed: not in arrays, and never in queries. */
  readonly fieldValues?: boolean;
}

/**
 * Whether a written field's name is Firestore's own: it begins and ends with `__` (the SDK's `/^__.*__$/`). `__proto__`
 * is one of them, which JavaScript would otherwise read as an object's prototype and drop.
 */
const isReservedField = (name: string): boolean => name.length >= 4 && name.startsWith('__') && name.endsWith('__');

const reservedField = (code: Code, field: string) =>
  badInput(code, `a field name cannot begin and end with "__" at "${field}"`, { field });

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * Checks that `value` (at `field`) is something Firestore stores, and returns it as the port keeps it: `undefined`
 * fields dropped when asked, and a `Date` as a {@link Timestamp}. Refuses with `code` naming the field: `undefined`,
 * a function or class instance, an array inside an array, a field value where none is allowed, and in written data
 * (`firestore/invalid-data`) a name Firestore reserves (see {@link isReservedField}).
 */
export function checkValue(
  value: unknown,
  field: string,
  code: Code,
  options: DataOptions = {},
  inArray = false,
): unknown {
  const refuse = (reason: string): never => {
    throw badInput(code, `${reason} at "${field || '(document)'}"`, { field });
  };
  if (value === undefined) return refuse('undefined is not a value (drop the field, or opt into ignoring undefined)');
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string')
    return value;
  if (typeof value !== 'object') return refuse(`a ${typeof value} cannot be stored`);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return refuse('an invalid Date cannot be stored');
    try {
      return Timestamp.fromDate(value);
    } catch {
      return refuse('a Date outside the years 1 to 9999 cannot be stored');
    }
  }
  if (value instanceof VectorValue && inArray && code === 'firestore/invalid-data') {
    return refuse('an array cannot hold a vector');
  }
  if (
    value instanceof Timestamp ||
    value instanceof Uint8Array ||
    value instanceof GeoPoint ||
    value instanceof DocumentRef ||
    value instanceof VectorValue
  )
    return value;
  if (value instanceof FieldValue) {
    if (!options.fieldValues || inArray) return refuse(`${value.kind}() cannot be used here`);
    return value;
  }
  if (Array.isArray(value)) {
    if (inArray) return refuse('an array cannot hold another array');
    return value.map((element: unknown) => checkValue(element, field, code, options, true));
  }
  if (!isPlainObject(value)) return refuse(`a ${value.constructor.name} cannot be stored; use plain objects`);
  const out: Record<string, unknown> = {};
  for (const [key, nested] of Object.entries(value)) {
    const path = field ? `${field}.${key}` : key;
    if (key === '') refuse('a field name cannot be empty');
    if (code === 'firestore/invalid-data' && isReservedField(key)) throw reservedField(code, path);
    if (nested === undefined && options.ignoreUndefined) continue;
    const checked = checkValue(nested, path, code, options);
    // Assigning `__proto__` would set the copy's prototype instead (a query's map value may hold that name).
    if (key === '__proto__') {
      Object.defineProperty(out, key, { value: checked, enumerable: true, writable: true, configurable: true });
    } else out[key] = checked;
  }
  return out;
}

/** Checks a document's fields before a write; see {@link checkValue}. */
export const checkData = (data: unknown, options: DataOptions): Record<string, unknown> => {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badInput('firestore/invalid-data', 'a document must be an object', {});
  }
  return checkValue(data, '', 'firestore/invalid-data', options) as Record<string, unknown>;
};

/** Checks an `update`'s dotted field paths and values. */
export function checkUpdate(data: unknown, options: DataOptions): Record<string, unknown> {
  const checked = checkData(data, options);
  for (const field of Object.keys(checked)) {
    if (fieldSegments(field, 'firestore/invalid-data').some(isReservedField)) {
      throw reservedField('firestore/invalid-data', field);
    }
  }
  return checked;
}
