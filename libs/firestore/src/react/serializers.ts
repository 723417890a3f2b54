import type { ValueSerializer } from '@platform/react';
import { GeoPoint } from '../model/geo-point.js';
import { docAt, DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { VectorValue } from '../model/vector.js';

const timestamp: ValueSerializer<Timestamp> = {
  tag: 'firestore/timestamp',
  test: (value): value is Timestamp => value instanceof Timestamp,
  encode: (value) => [value.seconds, value.nanoseconds],
  decode: (json) => {
    const [seconds, nanoseconds] = json as [number, number];
    return new Timestamp(seconds, nanoseconds);
  },
};

const geoPoint: ValueSerializer<GeoPoint> = {
  tag: 'firestore/geopoint',
  test: (value): value is GeoPoint => value instanceof GeoPoint,
  encode: (value, encode) => [encode(value.latitude), encode(value.longitude)],
  decode: (json, decode) => {
    const [latitude, longitude] = json as [never, never];
    return new GeoPoint(decode(latitude) as number, decode(longitude) as number);
  },
};

const vector: ValueSerializer<VectorValue> = {
  tag: 'firestore/vector',
  test: (value): value is VectorValue => value instanceof VectorValue,
  encode: (value, encode) => value.toArray().map(encode),
  decode: (json, decode) => new VectorValue((json as readonly never[]).map((item) => decode(item) as number)),
};

const reference: ValueSerializer<DocumentRef<unknown>> = {
  tag: 'firestore/reference',
  test: (value): value is DocumentRef<unknown> => value instanceof DocumentRef,
  encode: (value) => value.path,
  decode: (json) => docAt(json as string),
};

/**
 * What `dehydrate` and `<HydrationBoundary>` need to send Firestore values from the server to the browser
 * losslessly: timestamps to the nanosecond, geo points, vectors, and references (read back with the default codec,
 * as Firestore reads a reference field). Bytes and JSON's missing numbers (NaN, ±Infinity, -0) are built in.
 */
export const firestoreSerializers: readonly ValueSerializer[] = [
  timestamp,
  geoPoint,
  vector,
  reference,
] as readonly ValueSerializer[];
