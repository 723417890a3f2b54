import { badInput } from '../firestore.errors.js';
import type { FirestoreDoc, FirestoreValue } from '../firestore.types.js';
import type { Query } from '../model/query.js';
import { DocumentRef } from '../model/refs.js';
import { rawOf } from './doc-raw.js';
import { DOCUMENT_ID, fieldSegments } from './field-paths.js';
import { fieldAt } from './field-at.js';
import { normalizedOrder } from './normalized-order.js';

/** A document id given as a cursor value, as the reference Firestore orders by. */
function idValue(query: Query<unknown>, value: FirestoreValue): FirestoreValue {
  if (typeof value !== 'string') return value;
  const path = query.source.kind === 'collection' ? `${query.source.path}/${value}` : value;
  if (path.split('/').length % 2 !== 0) {
    throw badInput('firestore/invalid-query', `"${value}" is not a document id or path this query can start or end at`);
  }
  return new DocumentRef(path, query.codec);
}

/**
 * A cursor's values along the query's order. A document gives its own value of each ordered field (and its path);
 * values given directly must not outnumber the explicit orderings.
 */
export function cursorValues(
  query: Query<unknown>,
  at: readonly FirestoreValue[] | FirestoreDoc<unknown>,
): FirestoreValue[] {
  const order = normalizedOrder(query);
  if (Array.isArray(at)) {
    const values = at as readonly FirestoreValue[];
    if (values.length > query.orderBy.length) {
      throw badInput(
        'firestore/invalid-query',
        `a cursor has ${String(values.length)} values but the query orders by ${String(query.orderBy.length)} fields`,
      );
    }
    return values.map((value, index) => (order[index]?.field === DOCUMENT_ID ? idValue(query, value) : value));
  }
  const doc = at as FirestoreDoc<unknown>;
  const raw = rawOf(doc);
  if (!raw) throw badInput('firestore/invalid-query', 'a cursor document must be one this port returned');
  return order.map(({ field }) => {
    if (field === DOCUMENT_ID) return new DocumentRef(doc.path, query.codec);
    const value = fieldAt(raw, fieldSegments(field));
    if (value === undefined) {
      throw badInput('firestore/invalid-query', `the cursor document has no "${field}", which the query orders by`, {
        field,
      });
    }
    return value;
  });
}
