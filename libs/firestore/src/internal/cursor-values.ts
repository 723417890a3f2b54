import { badInput } from '../firestore.errors.js';
import type { FirestoreDoc, FirestoreValue } from '../firestore.types.js';
import type { Query } from '../model/query.js';
import { DocumentRef } from '../model/refs.js';
import { checkValue } from './check-data.js';
import { rawOf } from './doc-raw.js';
import { documentIdValue } from './document-id-values.js';
import { DOCUMENT_ID, segmentsOf } from './field-paths.js';
import { fieldAt } from './field-at.js';
import { normalizedOrder } from './normalized-order.js';

/**
 * A cursor's values along the query's order, as the SDK builds them when the cursor is added. Values given
 * directly follow the explicit orderings and must not outnumber them; under `documentId()` order a value is a
 * document id (a full path in a collection group). A document gives its own value of each field of the whole
 * normalized order, and its path last, so the cursor names its exact place.
 */
export function cursorValues(
  query: Query<unknown>,
  at: readonly FirestoreValue[] | FirestoreDoc<unknown>,
  what: string,
): FirestoreValue[] {
  if (Array.isArray(at)) {
    const values = at as readonly FirestoreValue[];
    if (values.length > query.orderBy.length) {
      throw badInput(
        'firestore/invalid-query',
        `${what} has ${String(values.length)} values but the query orders by ${String(query.orderBy.length)} fields`,
      );
    }
    return values.map((value, index) => {
      const field = query.orderBy[index]?.field;
      if (field === DOCUMENT_ID) return documentIdValue(query.source, value, what, false);
      return checkValue(value, field ?? '', 'firestore/invalid-query', {}, false) as FirestoreValue;
    });
  }
  const doc = at as FirestoreDoc<unknown>;
  const raw = rawOf(doc);
  if (!raw) throw badInput('firestore/invalid-query', `${what} takes a document only if this port returned it`);
  return normalizedOrder(query).map(({ field }) => {
    if (field === DOCUMENT_ID) return new DocumentRef(doc.path, query.codec);
    const value = fieldAt(raw, segmentsOf(field));
    if (value === undefined) {
      throw badInput('firestore/invalid-query', `the ${what} document has no "${field}", which the query orders by`, {
        field,
      });
    }
    return value;
  });
}
