import { firestoreErrors } from '../firestore.errors.js';
import { DOCUMENT_ID } from '../internal/field-paths.js';
import { normalizedOrder } from '../internal/normalized-order.js';
import type { Filter, Query } from '../model/query.js';

const filtersOtherFields = (filter: Filter): boolean =>
  filter.kind === 'field' ? filter.field !== DOCUMENT_ID : filter.filters.some(filtersOtherFields);

/**
 * Refuses, as the Cloud Firestore emulator does, a query it would answer by scanning documents by id from the last:
 * ordered by the document id alone (no other ordering comes first, and no inequality on another field), descending
 * (or ascending with `limitToLast`), with no filter on any other field. The emulator answers `failed-precondition`
 * ("Firestore does not support descending key scans"), with a cursor or without; Cloud Firestore answers them.
 */
export function refuseDescendingKeyScan(query: Query<unknown>, aggregated: readonly string[] = []): void {
  const [first] = normalizedOrder(query, aggregated);
  if (first?.field !== DOCUMENT_ID || query.filters.some(filtersOtherFields)) return;
  if ((first.direction === 'desc') === Boolean(query.limit?.fromEnd)) return;
  throw firestoreErrors.create('firestore/failed-precondition', {
    customData: {
      originalCode: 'failed-precondition',
      originalMessage: 'Firestore does not support descending key scans',
    },
  });
}
