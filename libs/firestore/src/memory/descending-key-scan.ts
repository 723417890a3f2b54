import { firestoreErrors } from '../firestore.errors.js';
import { DOCUMENT_ID } from '../internal/field-paths.js';
import { normalizedOrder } from '../internal/normalized-order.js';
import type { Filter, Query } from '../model/query.js';

const filtersOtherFields = (filter: Filter): boolean =>
  filter.kind === 'field' ? filter.field !== DOCUMENT_ID : filter.filters.some(filtersOtherFields);

/**
 * Whether the Cloud Firestore emulator would answer `query` by scanning documents by id from the last: ordered by
 * the document id alone (no other ordering comes first, and no inequality on another field), descending (or
 * ascending with `limitToLast`), with no filter on any other field.
 */
export function isDescendingKeyScan(query: Query<unknown>, aggregated: readonly string[] = []): boolean {
  const [first] = normalizedOrder(query, aggregated);
  if (first?.field !== DOCUMENT_ID || query.filters.some(filtersOtherFields)) return false;
  return (first.direction === 'desc') !== Boolean(query.limit?.fromEnd);
}

/**
 * Refuses a descending key scan (see {@link isDescendingKeyScan}) as the Cloud Firestore emulator does, with a
 * cursor or without: `failed-precondition`, "Firestore does not support descending key scans". Cloud Firestore
 * answers them.
 */
export function refuseDescendingKeyScan(query: Query<unknown>, aggregated: readonly string[] = []): void {
  if (!isDescendingKeyScan(query, aggregated)) return;
  throw firestoreErrors.create('firestore/failed-precondition', {
    customData: {
      originalCode: 'failed-precondition',
      originalMessage: 'Firestore does not support descending key scans',
    },
  });
}
