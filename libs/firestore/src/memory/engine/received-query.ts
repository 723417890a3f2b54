import type { FirestoreValue } from '../../firestore.types.js';
import { isMap } from '../../internal/field-at.js';
import type { Bound, Filter, Query } from '../../model/query.js';
import { Timestamp, toMicros } from '../../model/timestamp.js';

/** `value` with every timestamp in it cut to the microsecond. */
function inMicros(value: FirestoreValue): FirestoreValue {
  if (value instanceof Timestamp) return toMicros(value);
  if (Array.isArray(value)) return (value as readonly FirestoreValue[]).map(inMicros);
  if (!isMap(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, inMicros(nested)]));
}

const filterInMicros = (filter: Filter): Filter =>
  filter.kind === 'field'
    ? { ...filter, value: inMicros(filter.value) }
    : { ...filter, filters: filter.filters.map(filterInMicros) };

const boundInMicros = (bound: Bound): Bound => ({ ...bound, values: bound.values.map(inMicros) });

/**
 * A query as the backend receives it: it keeps timestamps to the microsecond, in the operands of filters and in
 * cursors as in stored documents, so `== Timestamp(0, 123456789)` matches the stored `Timestamp(0, 123456000)`.
 */
export function receivedQuery<T>(query: Query<T>): Query<T> {
  const { start, end } = query;
  return {
    ...query,
    filters: query.filters.map(filterInMicros),
    ...(start ? { start: boundInMicros(start) } : {}),
    ...(end ? { end: boundInMicros(end) } : {}),
  };
}
