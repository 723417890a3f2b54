import type { FirestoreValue } from '../../firestore.types.js';
import { isMap } from '../../internal/field-at.js';
import { comparePaths, compareStrings } from '../../internal/string-order.js';
import { GeoPoint } from '../../model/geo-point.js';
import { DocumentRef } from '../../model/refs.js';
import { Timestamp } from '../../model/timestamp.js';
import { VectorValue } from '../../model/vector.js';

/**
 * Firestore's order across value types: null < booleans < numbers (NaN first) < timestamps < strings < bytes <
 * references < geopoints < arrays < vectors < maps.
 */
export function typeOrder(value: FirestoreValue): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Timestamp) return 3;
  if (typeof value === 'string') return 4;
  if (value instanceof Uint8Array) return 5;
  if (value instanceof DocumentRef) return 6;
  if (value instanceof GeoPoint) return 7;
  if (Array.isArray(value)) return 8;
  if (value instanceof VectorValue) return 9;
  return 10;
}

const sign = (a: number, b: number): number => (a < b ? -1 : a > b ? 1 : 0);

const compareNumbers = (a: number, b: number): number => {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return sign(a, b);
};

function compareLists<T>(a: readonly T[], b: readonly T[], compare: (x: T, y: T) => number): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const result = compare(a[i] as T, b[i] as T);
    if (result !== 0) return result;
  }
  return sign(a.length, b.length);
}

function compareMaps(a: { readonly [k: string]: FirestoreValue }, b: { readonly [k: string]: FirestoreValue }): number {
  const left = Object.keys(a).sort(compareStrings);
  const right = Object.keys(b).sort(compareStrings);
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const l = left[i] as string;
    const r = right[i] as string;
    const byKey = compareStrings(l, r);
    if (byKey !== 0) return byKey;
    const byValue = compareValues(a[l] as FirestoreValue, b[r] as FirestoreValue);
    if (byValue !== 0) return byValue;
  }
  return sign(left.length, right.length);
}

/** Firestore's total order of values, across and within types. */
export function compareValues(a: FirestoreValue, b: FirestoreValue): number {
  const byType = sign(typeOrder(a), typeOrder(b));
  if (byType !== 0) return byType;
  if (typeof a === 'boolean' || typeof a === 'number') return compareNumbers(Number(a), Number(b));
  if (typeof a === 'string') return compareStrings(a, b as string);
  if (a instanceof Timestamp) {
    const other = b as Timestamp;
    return sign(a.seconds, other.seconds) || sign(a.nanoseconds, other.nanoseconds);
  }
  if (a instanceof Uint8Array) return compareLists([...a], [...(b as Uint8Array)], sign);
  if (a instanceof DocumentRef) return comparePaths(a.path.split('/'), (b as DocumentRef<unknown>).path.split('/'));
  if (a instanceof GeoPoint) {
    const other = b as GeoPoint;
    return sign(a.latitude, other.latitude) || sign(a.longitude, other.longitude);
  }
  if (a instanceof VectorValue) {
    const left = a.toArray();
    const right = (b as VectorValue).toArray();
    return sign(left.length, right.length) || compareLists(left, right, compareNumbers);
  }
  if (Array.isArray(a)) return compareLists(a as FirestoreValue[], b as FirestoreValue[], compareValues);
  if (isMap(a) && isMap(b)) return compareMaps(a, b);
  return 0;
}

/** Firestore's comparison equality, as filters use it: NaN equals NaN, and -0 equals 0. */
export const valuesEqual = (a: FirestoreValue, b: FirestoreValue): boolean => compareValues(a, b) === 0;

/**
 * Firestore's strict equality, as `arrayUnion` and `arrayRemove` use it and as a change to a document is told: like
 * {@link valuesEqual}, except that -0 and 0 differ, at any depth. (Query membership compares as `==` does.)
 */
export function valuesIdentical(a: FirestoreValue, b: FirestoreValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b);
  if (compareValues(a, b) !== 0) return false;
  if (Array.isArray(a))
    return (a as FirestoreValue[]).every((x, i) => valuesIdentical(x, (b as FirestoreValue[])[i] as FirestoreValue));
  if (a instanceof VectorValue) return a.isEqual(b as VectorValue);
  if (isMap(a) && isMap(b))
    return Object.keys(a).every((key) => valuesIdentical(a[key] as FirestoreValue, b[key] as FirestoreValue));
  return true;
}
