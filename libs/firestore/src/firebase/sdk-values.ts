import * as sdk from 'firebase/firestore';
import type { DocumentData, FirestoreValue } from '../firestore.types.js';
import { isMap } from '../internal/field-at.js';
import { documentData } from '../model/codec.js';
import { FieldValue } from '../model/field-values.js';
import { GeoPoint } from '../model/geo-point.js';
import { DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { VectorValue } from '../model/vector.js';

function fieldValueToSdk(value: FieldValue, db: sdk.Firestore): sdk.FieldValue {
  const elements = () => (value.operand as readonly FirestoreValue[]).map((element) => toSdk(element, db));
  switch (value.kind) {
    case 'serverTimestamp':
      return sdk.serverTimestamp();
    case 'increment':
      return sdk.increment(value.operand as number);
    case 'arrayUnion':
      return sdk.arrayUnion(...elements());
    case 'arrayRemove':
      return sdk.arrayRemove(...elements());
    case 'deleteField':
      return sdk.deleteField();
  }
}

/** A port value (or field value) as the SDK takes it. */
export function toSdk(value: unknown, db: sdk.Firestore): unknown {
  if (value instanceof FieldValue) return fieldValueToSdk(value, db);
  if (value instanceof Date) return sdk.Timestamp.fromDate(value);
  if (value instanceof Timestamp) return new sdk.Timestamp(value.seconds, value.nanoseconds);
  if (value instanceof VectorValue) return sdk.vector(value.toArray());
  if (value instanceof Uint8Array) return sdk.Bytes.fromUint8Array(value);
  if (value instanceof GeoPoint) return new sdk.GeoPoint(value.latitude, value.longitude);
  if (value instanceof DocumentRef) return sdk.doc(db, value.path);
  if (Array.isArray(value)) return value.map((element: unknown) => toSdk(element, db));
  if (isMap(value)) return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, toSdk(nested, db)]));
  return value;
}

/** An SDK value as the port reads it. */
function fromSdk(value: unknown): FirestoreValue {
  if (value instanceof sdk.Timestamp) return new Timestamp(value.seconds, value.nanoseconds);
  if (value instanceof sdk.VectorValue) return new VectorValue(value.toArray());
  if (value instanceof sdk.Bytes) return value.toUint8Array();
  if (value instanceof sdk.GeoPoint) return new GeoPoint(value.latitude, value.longitude);
  if (value instanceof sdk.DocumentReference) return new DocumentRef(value.path, documentData);
  if (Array.isArray(value)) return value.map(fromSdk);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, fromSdk(nested)]));
  }
  return value as FirestoreValue;
}

/** A stored document's fields as the port reads them. */
export const dataFromSdk = (data: sdk.DocumentData): DocumentData => fromSdk(data) as DocumentData;
