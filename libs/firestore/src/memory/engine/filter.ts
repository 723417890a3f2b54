import type { DocumentData, FirestoreValue } from '../../firestore.types.js';
import { DOCUMENT_ID, segmentsOf } from '../../internal/field-paths.js';
import { fieldAt } from '../../internal/field-at.js';
import type { FieldFilter, Filter } from '../../model/query.js';
import { DocumentRef } from '../../model/refs.js';
import { compareValues, typeOrder, valuesEqual } from './value-order.js';

/** A stored document as the engine sees it. */
export interface StoredDoc {
  readonly path: string;
  readonly data: DocumentData;
}

const isNullOrNaN = (value: FirestoreValue): boolean => value === null || Number.isNaN(value);

/** The value a filter or an ordering reads: the field, or the document's reference for the document id. */
export function valueOf(doc: StoredDoc, field: string): FirestoreValue | undefined {
  return field === DOCUMENT_ID ? new DocumentRef(doc.path, null as never) : fieldAt(doc.data, segmentsOf(field));
}

/** The values of a list operand that can match: the backend's membership never matches a null or NaN operand. */
const members = (list: FirestoreValue): FirestoreValue[] =>
  (list as readonly FirestoreValue[]).filter((candidate) => !isNullOrNaN(candidate));

const inList = (value: FirestoreValue, list: FirestoreValue): boolean =>
  members(list).some((candidate) => valuesEqual(value, candidate));

/**
 * Whether a comparison holds, as on the backend: no operator matches a missing field. Membership (`in`, `not-in`,
 * `array-contains`, `array-contains-any`) compares as `==` does (-0 equals 0, and nested NaN equals NaN), but a null
 * or NaN operand at the top of a list, or as the value `array-contains` looks for, matches nothing, and `in` never
 * matches a null or NaN field. `!=` and `not-in` match no null field, and a `not-in` list holding null matches
 * nothing. Ranges compare within one type and never match null or NaN on either side.
 */
function matchesField(filter: FieldFilter, doc: StoredDoc): boolean {
  const value = valueOf(doc, filter.field);
  if (value === undefined) return false;
  const operand = filter.value;
  switch (filter.op) {
    case '==':
      return valuesEqual(value, operand);
    case '!=':
      return value !== null && !valuesEqual(value, operand);
    case 'in':
      return !isNullOrNaN(value) && inList(value, operand);
    case 'not-in':
      return value !== null && !(operand as readonly FirestoreValue[]).includes(null) && !inList(value, operand);
    case 'array-contains':
      return (
        Array.isArray(value) &&
        !isNullOrNaN(operand) &&
        value.some((element: FirestoreValue) => valuesEqual(element, operand))
      );
    case 'array-contains-any':
      return Array.isArray(value) && value.some((element: FirestoreValue) => inList(element, operand));
    default: {
      if (typeOrder(value) !== typeOrder(operand) || isNullOrNaN(value) || isNullOrNaN(operand)) return false;
      const order = compareValues(value, operand);
      if (filter.op === '<') return order < 0;
      if (filter.op === '<=') return order <= 0;
      if (filter.op === '>') return order > 0;
      return order >= 0;
    }
  }
}

/** Whether `doc` matches `filter`, `and` and `or` included. */
export function matches(filter: Filter, doc: StoredDoc): boolean {
  if (filter.kind === 'field') return matchesField(filter, doc);
  return filter.kind === 'and'
    ? filter.filters.every((nested) => matches(nested, doc))
    : filter.filters.some((nested) => matches(nested, doc));
}
