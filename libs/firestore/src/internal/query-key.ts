import type { FirestoreValue } from '../firestore.types.js';
import { GeoPoint } from '../model/geo-point.js';
import type { Codec } from '../model/codec.js';
import type { Query } from '../model/query.js';
import { CollectionRef, DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { VectorValue } from '../model/vector.js';
import { codecIdentity } from './codec-identity.js';

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
 * A key derived from what a query means: its full path, its constraints and (unless `codec` is false) its codec's
 * identity (see `namedCodec`). Two queries built apart, with the same constraints, share it, so a hook given a query
 * built inline on every render keeps its listener; and it is the same in every process, whatever each read before,
 * so a server's entries hydrate a browser's. Throws `firestore/unnamed-codec` for a codec with no identity.
 */
export function queryKey(
  source: Query<unknown> | CollectionRef<unknown> | DocumentRef<unknown>,
  { codec: withCodec = true }: { readonly codec?: boolean } = {},
): string {
  const codec = (of: Codec<unknown, unknown>, path: string) =>
    withCodec ? `${JSON.stringify(codecIdentity(of, path))}:` : '';
  if (source instanceof DocumentRef) return `doc:${codec(source.codec, source.parentPath)}${source.path}`;
  if (source instanceof CollectionRef) {
    return `query:${codec(source.codec, source.path)}${JSON.stringify({ path: source.path })}`;
  }
  const { codec: own, kind: _kind, ...content } = source;
  const collection = source.source.kind === 'collection' ? source.source.path : source.source.collectionId;
  return `query:${codec(own, collection)}${JSON.stringify(tagged(content as unknown as FirestoreValue))}`;
}
