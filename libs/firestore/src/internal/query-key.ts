import type { FirestoreValue } from '../firestore.types.js';
import { GeoPoint } from '../model/geo-point.js';
import type { Query } from '../model/query.js';
import { CollectionRef, DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { VectorValue } from '../model/vector.js';

const codecIds = new WeakMap<object, number>();
let nextCodecId = 0;

const codecId = (codec: object): number => {
  let id = codecIds.get(codec);
  if (id === undefined) codecIds.set(codec, (id = nextCodecId += 1));
  return id;
};

/** A value in a form JSON keeps apart: every type tagged, so `1`, `'1'` and a date never share a key. */
function tagged(value: unknown): unknown {
  if (value instanceof Timestamp) return { t: [value.seconds, value.nanoseconds] };
  if (value instanceof VectorValue) return { v: value.toArray().map(tagged) };
  if (value instanceof Uint8Array) return { b: [...value] };
  if (value instanceof GeoPoint) return { g: [value.latitude, value.longitude] };
  if (value instanceof DocumentRef) return { r: value.path };
  if (typeof value === 'number') return Number.isNaN(value) ? { n: 'NaN' } : Object.is(value, -0) ? { n: '-0' } : value;
  if (Array.isArray(value)) return value.map(tagged);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, tagged(nested)]));
  }
  return value;
}

/** A string that two values share only when they are equal as Firestore compares them for identity. */
export const taggedKey = (value: unknown): string => JSON.stringify(tagged(value));

/**
 * A key derived from a query's content (and its codec's identity): two queries built apart, with the same
 * constraints, share it, so a hook given a query built inline on every render keeps its listener.
 */
export function queryKey(source: Query<unknown> | CollectionRef<unknown> | DocumentRef<unknown>): string {
  if (source instanceof DocumentRef) return `doc:${String(codecId(source.codec))}:${source.path}`;
  if (source instanceof CollectionRef)
    return `query:${String(codecId(source.codec))}:${JSON.stringify({ path: source.path })}`;
  const { codec, kind: _kind, ...content } = source;
  return `query:${String(codecId(codec))}:${JSON.stringify(tagged(content as unknown as FirestoreValue))}`;
}
