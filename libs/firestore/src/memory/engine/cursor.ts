import type { FirestoreValue } from '../../firestore.types.js';
import type { Bound, OrderBy } from '../../model/query.js';
import { valueOf, type StoredDoc } from './filter.js';
import { compareValues } from './value-order.js';

/** Where a cursor lies relative to `doc` along `order`: negative before it, zero at it, positive after it. */
function boundVersusDoc(bound: Bound, order: readonly OrderBy[], doc: StoredDoc): number {
  for (let i = 0; i < bound.values.length; i += 1) {
    const entry = order[i] as OrderBy;
    const result = compareValues(bound.values[i] as FirestoreValue, valueOf(doc, entry.field) as FirestoreValue);
    if (result !== 0) return entry.direction === 'desc' ? -result : result;
  }
  return 0;
}

/** Whether `doc` comes at or after a start cursor (after it, when not inclusive). */
export const afterStart = (start: Bound, order: readonly OrderBy[], doc: StoredDoc): boolean => {
  const position = boundVersusDoc(start, order, doc);
  return start.inclusive ? position <= 0 : position < 0;
};

/** Whether `doc` comes at or before an end cursor (before it, when not inclusive). */
export const beforeEnd = (end: Bound, order: readonly OrderBy[], doc: StoredDoc): boolean => {
  const position = boundVersusDoc(end, order, doc);
  return end.inclusive ? position >= 0 : position > 0;
};
