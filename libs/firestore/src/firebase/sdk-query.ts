import * as sdk from 'firebase/firestore';
import { DOCUMENT_ID } from '../internal/field-paths.js';
import { normalizedOrder } from '../internal/normalized-order.js';
import type { Filter, Query } from '../model/query.js';
import { toSdk } from './sdk-values.js';

const fieldPath = (field: string): string | sdk.FieldPath => (field === DOCUMENT_ID ? sdk.documentId() : field);

function filterToSdk(filter: Filter, db: sdk.Firestore): sdk.QueryFilterConstraint {
  if (filter.kind === 'field') {
    return sdk.where(fieldPath(filter.field), filter.op, toSdk(filter.value, db));
  }
  const nested = filter.filters.map((inner) => filterToSdk(inner, db));
  return filter.kind === 'and' ? sdk.and(...nested) : sdk.or(...nested);
}

/**
 * The SDK query for a port query. It orders explicitly by the whole normalized order (the implicit inequality
 * orderings and the document id included, which changes nothing), so that a cursor taken from a document can give
 * a value for each of them.
 */
export function toSdkQuery(query: Query<unknown>, db: sdk.Firestore): sdk.Query {
  const base =
    query.source.kind === 'collection'
      ? sdk.collection(db, query.source.path)
      : sdk.collectionGroup(db, query.source.collectionId);
  const constraints: sdk.QueryConstraint[] = [];
  const order = normalizedOrder(query);
  for (const { field, direction } of order) constraints.push(sdk.orderBy(fieldPath(field), direction));
  const cursor = (values: readonly unknown[]) => values.map((value) => toSdk(value, db));
  if (query.start) {
    const values = cursor(query.start.values);
    constraints.push(query.start.inclusive ? sdk.startAt(...values) : sdk.startAfter(...values));
  }
  if (query.end) {
    const values = cursor(query.end.values);
    constraints.push(query.end.inclusive ? sdk.endAt(...values) : sdk.endBefore(...values));
  }
  if (query.limit)
    constraints.push(query.limit.fromEnd ? sdk.limitToLast(query.limit.count) : sdk.limit(query.limit.count));
  const filters = query.filters.map((filter) => filterToSdk(filter, db));
  if (filters.length === 0) return sdk.query(base, ...constraints);
  const where = filters.length === 1 ? (filters[0] as sdk.QueryFilterConstraint) : sdk.and(...filters);
  return where instanceof sdk.QueryCompositeFilterConstraint
    ? sdk.query(base, where, ...(constraints as sdk.QueryNonFilterConstraint[]))
    : sdk.query(base, where, ...constraints);
}
