import {
  arrayRemove,
  arrayUnion,
  Bytes,
  deleteField,
  doc,
  GeoPoint as SdkGeoPoint,
  increment,
  serverTimestamp,
  Timestamp as SdkTimestamp,
  vector,
  type FieldValue as SdkFieldValue,
  type Firestore,
} from 'firebase/firestore';
import type { FirestoreValue } from '../firestore.types.js';
import { isMap } from '../internal/field-at.js';
import { FieldValue } from '../model/field-values.js';
import { GeoPoint } from '../model/geo-point.js';
import { DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { VectorValue } from '../model/vector.js';

function fieldValueToSdk(value: FieldValue, db: Firestore): SdkFieldValue {
  const elements = () => (value.operand as readonly FirestoreValue[]).map((element) => toSdk(element, db));
  switch (value.kind) {
    case 'serverTimestamp':
      return serverTimestamp();
    case 'increment':
      return increment(value.operand as number);
    case 'arrayUnion':
      return arrayUnion(...elements());
    case 'arrayRemove':
      return arrayRemove(...elements());
    case 'deleteField':
      return deleteField();
  }
}

/** A port value (or field value) as the SDK takes it. */
export function toSdk(value: unknown, db: Firestore): unknown {
  if (value instanceof FieldValue) return fieldValueToSdk(value, db);
  if (value instanceof Date) return SdkTimestamp.fromDate(value);
  if (value instanceof Timestamp) return new SdkTimestamp(value.seconds, value.nanoseconds);
  if (value instanceof VectorValue) return vector(value.toArray());
  if (value instanceof Uint8Array) return Bytes.fromUint8Array(value);
  if (value instanceof GeoPoint) return new SdkGeoPoint(value.latitude, value.longitude);
  if (value instanceof DocumentRef) return doc(db, value.path);
  if (Array.isArray(value)) return value.map((element: unknown) => toSdk(element, db));
  if (isMap(value)) return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, toSdk(nested, db)]));
  return value;
}
