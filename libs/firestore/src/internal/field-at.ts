import type { DocumentData, FirestoreValue } from '../firestore.types.js';
import { FieldValue } from '../model/field-values.js';
import { GeoPoint } from '../model/geo-point.js';
import { DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { VectorValue } from '../model/vector.js';

/** True for a Firestore map (a plain object), as opposed to the other object-shaped values. */
export const isMap = (value: unknown): value is { readonly [field: string]: FirestoreValue } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof Timestamp) &&
  !(value instanceof FieldValue) &&
  !(value instanceof VectorValue) &&
  !(value instanceof Uint8Array) &&
  !(value instanceof GeoPoint) &&
  !(value instanceof DocumentRef);

/** The value at a dotted field path, or `undefined` when the document has no such field. */
export function fieldAt(data: DocumentData, segments: readonly string[]): FirestoreValue | undefined {
  let current: FirestoreValue | undefined = data;
  for (const segment of segments) {
    if (!isMap(current) || !Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
  }
  return current;
}
