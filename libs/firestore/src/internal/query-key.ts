import type { FirestoreValue } from '../firestore.types.js';
import { GeoPoint } from '../model/geo-point.js';
import type { Query } from '../model/query.js';
import { CollectionRef, DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { VectorValue } from '../model/vector.js';
import { documentData } from '../model/codec.js';

const codecIds = new WeakMap<object, Map<string, number>>();
const codecsPerCollection = new Map<string, number>();

/**
 * A codec's number among the codecs read from collections with the id `path` ends with (its last segment, so the
 * numbering stays as small as the app's schema however many users' paths a server reads), so that a server and a
 * browser that each read a collection through one codec give it the same key (hydration matches entries by key);
 * the default codec is 0.
 */
const codecId = (codec: object, path: string): number => {
  const collection = path.slice(path.lastIndexOf('/') + 1);
  if (codec === documentData) return 0;
  let ids = codecIds.get(codec);
  if (!ids) codecIds.set(codec, (ids = new Map()));
  let id = ids.get(collection);
  if (id === undefined) {
    id = (codecsPerCollection.get(collection) ?? 0) + 1;
    codecsPerCollection.set(collection, id);
    ids.set(collection, id);
  }
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
 * A key derived from a query's content (and, unless `codec` is false, its codec's identity): two queries built apart,
 * with the same constraints, share it, so a hook given a query built inline on every render keeps its listener. The
 * key of a collection read through one codec is the same in every process, so a server's entries hydrate a browser's.
 */
export function queryKey(
  source: Query<unknown> | CollectionRef<unknown> | DocumentRef<unknown>,
  { codec: withCodec = true }: { readonly codec?: boolean } = {},
): string {
  const codec = (of: object, path: string) => (withCodec ? `${String(codecId(of, path))}:` : '');
  if (source instanceof DocumentRef) {
    return `doc:${codec(source.codec, source.path.slice(0, source.path.lastIndexOf('/')))}${source.path}`;
  }
  if (source instanceof CollectionRef) {
    return `query:${codec(source.codec, source.path)}${JSON.stringify({ path: source.path })}`;
  }
  const { codec: own, kind: _kind, ...content } = source;
  const collection = source.source.kind === 'collection' ? source.source.path : source.source.collectionId;
  return `query:${codec(own, collection)}${JSON.stringify(tagged(content as unknown as FirestoreValue))}`;
}
