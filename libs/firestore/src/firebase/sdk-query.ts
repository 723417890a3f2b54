import * as sdk from 'firebase/firestore';
import type { FirestoreDoc } from '../firestore.types.js';
import { DOCUMENT_ID, segmentsOf } from '../internal/field-paths.js';
import { sentOrder } from '../internal/check-query.js';
import type { Bound, Filter, Query } from '../model/query.js';
import { DocumentRef } from '../model/refs.js';
import { agreedQuery } from './agreed-filter.js';
import { converterFor } from './converter.js';
import { toSdk } from './to-sdk.js';

/** A field path kept by the port as the SDK's `FieldPath`, segment by segment. */
export const fieldPath = (field: string): sdk.FieldPath =>
  field === DOCUMENT_ID ? sdk.documentId() : new sdk.FieldPath(...segmentsOf(field));

function filterToSdk(filter: Filter, db: sdk.Firestore): sdk.QueryFilterConstraint {
  if (filter.kind === 'field') {
    return sdk.where(fieldPath(filter.field), filter.op, toSdk(filter.value, db));
  }
  const nested = filter.filters.map((inner) => filterToSdk(inner, db));
  return filter.kind === 'and' ? sdk.and(...nested) : sdk.or(...nested);
}

/**
 * A cursor's values as the SDK takes them: a position under `documentId()` order is the document's id in a
 * collection query, and its full path in a collection-group query.
 */
function boundToSdk(query: Query<unknown>, bound: Bound, db: sdk.Firestore): unknown[] {
  const order = sentOrder(query);
  return bound.values.map((value, index) =>
    order[index]?.field === DOCUMENT_ID && value instanceof DocumentRef
      ? query.source.kind === 'collection'
        ? value.id
        : value.path
      : toSdk(value, db),
  );
}

/**
 * The SDK query for a port query, its filters as the server reads them (see `agreed-filter.ts`; where the server
 * matches nothing, a field equal to both `true` and `false`, which matches nothing on either side). It orders by the explicit orderings, and by as much more of the normalized order
 * (the implicit inequality orderings, then the document id) as a cursor needs to give a value for each position: a
 * cursor taken from a document names its exact place. Without such a cursor, the SDK and the backend add the
 * implicit orderings themselves, and an aggregate is not held to an ordering it never asked for.
 */
export function toSdkQuery(asked: Query<unknown>, db: sdk.Firestore): sdk.Query {
  const agreed = agreedQuery(asked);
  const query = 'nothing' in agreed ? asked : agreed;
  const base =
    query.source.kind === 'collection'
      ? sdk.collection(db, query.source.path)
      : sdk.collectionGroup(db, query.source.collectionId);
  const constraints: sdk.QueryConstraint[] = [];
  for (const { field, direction } of sentOrder(query)) {
    constraints.push(sdk.orderBy(fieldPath(field), direction));
  }
  if (query.start) {
    const values = boundToSdk(query, query.start, db);
    constraints.push(query.start.inclusive ? sdk.startAt(...values) : sdk.startAfter(...values));
  }
  if (query.end) {
    const values = boundToSdk(query, query.end, db);
    constraints.push(query.end.inclusive ? sdk.endAt(...values) : sdk.endBefore(...values));
  }
  if (query.limit)
    constraints.push(query.limit.fromEnd ? sdk.limitToLast(query.limit.count) : sdk.limit(query.limit.count));
  const filters =
    'nothing' in agreed
      ? [sdk.and(sdk.where(fieldPath(agreed.nothing), '==', true), sdk.where(fieldPath(agreed.nothing), '==', false))]
      : query.filters.map((filter) => filterToSdk(filter, db));
  if (filters.length === 0) return sdk.query(base, ...constraints);
  const where = filters.length === 1 ? (filters[0] as sdk.QueryFilterConstraint) : sdk.and(...filters);
  return where instanceof sdk.QueryCompositeFilterConstraint
    ? sdk.query(base, where, ...(constraints as sdk.QueryNonFilterConstraint[]))
    : sdk.query(base, where, ...constraints);
}

/** The SDK query for a port query, reading through its codec. */
export const queryOf = <T>(db: sdk.Firestore, query: Query<T>): sdk.Query<FirestoreDoc<T>> =>
  toSdkQuery(query, db).withConverter(converterFor(query.codec));
