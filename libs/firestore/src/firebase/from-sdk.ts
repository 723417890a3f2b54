import {
  Bytes,
  DocumentReference,
  GeoPoint as SdkGeoPoint,
  Timestamp as SdkTimestamp,
  VectorValue as SdkVectorValue,
  type DocumentData as SdkDocumentData,
} from 'firebase/firestore';
import type { DocumentData, FirestoreValue } from '../firestore.types.js';
import { documentData } from '../model/codec.js';
import { GeoPoint } from '../model/geo-point.js';
import { DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { VectorValue } from '../model/vector.js';

/** An SDK value as the port reads it. */
function fromSdk(value: unknown): FirestoreValue {
  if (value instanceof SdkTimestamp) return new Timestamp(value.seconds, value.nanoseconds);
  if (value instanceof SdkVectorValue) return new VectorValue(value.toArray());
  if (value instanceof Bytes) return value.toUint8Array();
  if (value instanceof SdkGeoPoint) return new GeoPoint(value.latitude, value.longitude);
  if (value instanceof DocumentReference) return new DocumentRef(value.path, documentData);
  if (Array.isArray(value)) return value.map(fromSdk);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, fromSdk(nested)]));
  }
  return value as FirestoreValue;
}

/** A stored document's fields as the port reads them. */
export const dataFromSdk = (data: SdkDocumentData): DocumentData => fromSdk(data) as DocumentData;
