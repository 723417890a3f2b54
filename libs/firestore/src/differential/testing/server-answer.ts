import { bytesToBase64 } from '@platform/core';
import type { FirestoreValue } from '../../firestore.types.js';
import { isMap } from '../../internal/field-at.js';
import { DOCUMENT_ID } from '../../internal/field-paths.js';
import { normalizedOrder } from '../../internal/normalized-order.js';
import { GeoPoint } from '../../model/geo-point.js';
import type { Bound, Filter, Query } from '../../model/query.js';
import { DocumentRef } from '../../model/refs.js';
import { Timestamp, toMicros } from '../../model/timestamp.js';
import { VectorValue } from '../../model/vector.js';

/** The emulator a query is sent to: its address and the project whose documents it reads. */
export interface ServerAddress {
  readonly host: string;
  readonly port: number;
  readonly projectId: string;
}

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

const NUMBER_NAMES = new Map([
  [Number.NaN, 'NaN'],
  [Infinity, 'Infinity'],
  [-Infinity, '-Infinity'],
]);

function numberValue(value: number): Json {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return { integerValue: String(value) };
  return { doubleValue: Object.is(value, -0) ? '-0.0' : (NUMBER_NAMES.get(value) ?? value) };
}

/** RFC 3339 with nanoseconds, as the REST API takes a timestamp. */
const isoOf = ({ seconds, nanoseconds }: Timestamp): string =>
  new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, `.${String(nanoseconds).padStart(9, '0')}Z`);

/** A value in the REST API's JSON form. */
function valueOf(value: FirestoreValue, root: string): Json {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return numberValue(value);
  if (typeof value === 'string') return { stringValue: value };
  // The SDK sends seconds and nanoseconds, which the emulator cuts to the microsecond; it reads the RFC 3339 form
  // of the REST API without cutting it, so the operand goes cut.
  if (value instanceof Timestamp) return { timestampValue: isoOf(toMicros(value)) };
  if (value instanceof Uint8Array) return { bytesValue: bytesToBase64(value) };
  if (value instanceof DocumentRef) return { referenceValue: `${root}/${value.path}` };
  if (value instanceof GeoPoint) return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
  if (value instanceof VectorValue) {
    const values = value.toArray().map((n) => ({ doubleValue: NUMBER_NAMES.get(n) ?? n }));
    return { mapValue: { fields: { __type__: { stringValue: '__vector__' }, value: { arrayValue: { values } } } } };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map((element) => valueOf(element, root)) } };
  if (isMap(value)) {
    return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, valueOf(v, root)])) } };
  }
  throw new TypeError(`No REST form for ${String(value)}`);
}

const OPS = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
  in: 'IN',
  'not-in': 'NOT_IN',
} as const;

const fieldRef = (field: string) => ({ fieldPath: field === DOCUMENT_ID ? '__name__' : field });

/** A filter as the SDK sends it: `==` and `!=` with null or NaN become the unary `IS_(NOT_)NULL`/`IS_(NOT_)NAN`. */
function filterOf(filter: Filter, root: string): Json {
  if (filter.kind !== 'field') {
    return {
      compositeFilter: { op: filter.kind.toUpperCase(), filters: filter.filters.map((f) => filterOf(f, root)) },
    };
  }
  const { field, op, value } = filter;
  if ((op === '==' || op === '!=') && (value === null || Number.isNaN(value))) {
    const what = value === null ? 'NULL' : 'NAN';
    return { unaryFilter: { field: fieldRef(field), op: op === '==' ? `IS_${what}` : `IS_NOT_${what}` } };
  }
  return { fieldFilter: { field: fieldRef(field), op: OPS[op], value: valueOf(value, root) } };
}

const cursorOf = (bound: Bound, before: boolean, root: string): Json => ({
  values: bound.values.map((value) => valueOf(value, root)),
  before,
});

/**
 * The structured query the SDK sends for `query`: its normalized order, which `limitToLast` reverses along with its
 * cursors (the results come back reversed).
 */
function structuredQuery(query: Query<unknown>, root: string): { [key: string]: Json } {
  const { source, start, end, limit } = query;
  const fromEnd = limit?.fromEnd ?? false;
  const flip = (direction: 'asc' | 'desc') => ((direction === 'desc') !== fromEnd ? 'DESCENDING' : 'ASCENDING');
  const [first, last] = fromEnd ? [end, start] : [start, end];
  const from = source.kind === 'collection' ? source.path.slice(source.path.lastIndexOf('/') + 1) : source.collectionId;
  return {
    from: [{ collectionId: from, allDescendants: source.kind === 'group' }],
    ...(query.filters.length === 0
      ? {}
      : {
          where:
            query.filters.length === 1
              ? filterOf(query.filters[0] as Filter, root)
              : filterOf({ kind: 'and', filters: query.filters }, root),
        }),
    orderBy: normalizedOrder(query).map(({ field, direction }) => ({
      field: fieldRef(field),
      direction: flip(direction),
    })),
    ...(first ? { startAt: cursorOf(first, first.inclusive, root) } : {}),
    ...(last ? { endAt: cursorOf(last, !last.inclusive, root) } : {}),
    ...(limit ? { limit: limit.count } : {}),
  };
}

/**
 * What the server itself answers to `query`, through the emulator's REST API (`runQuery`), without any SDK: the
 * paths of the documents, in order, or the code of its refusal as the port names it, with the server's message. The SDK matches the server's
 * documents against the query with its own engine before a read gives them, and leaves out a few the server
 * returns; this is the server's answer alone.
 */
export async function serverAnswer(
  server: ServerAddress,
  query: Query<unknown>,
): Promise<{ value: string[] } | { error: string; message: string }> {
  const root = `projects/${server.projectId}/databases/(default)/documents`;
  const parent =
    query.source.kind === 'collection' && query.source.path.includes('/')
      ? `${root}/${query.source.path.slice(0, query.source.path.lastIndexOf('/'))}`
      : root;
  const response = await fetch(`http://${server.host}:${String(server.port)}/v1/${parent}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery: structuredQuery(query, root) }),
  });
  const body = (await response.json()) as unknown;
  if (!response.ok) {
    const { status = 'UNKNOWN', message = '' } =
      (body as { error?: { status?: string; message?: string } }).error ?? {};
    return { error: `firestore/${status.toLowerCase().replaceAll('_', '-')}`, message };
  }
  const paths = (body as { document?: { name: string } }[]).flatMap((entry) =>
    entry.document ? [entry.document.name.slice(root.length + 1)] : [],
  );
  return { value: query.limit?.fromEnd ? paths.reverse() : paths };
}
