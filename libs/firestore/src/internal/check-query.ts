import { badInput } from '../firestore.errors.js';
import { FIRESTORE_LIMITS } from '../firestore.limits.js';
import type { AggregateSpec, FirestoreValue } from '../firestore.types.js';
import type { FieldFilter, Filter, OrderBy, Query, WhereOp } from '../model/query.js';
import { DocumentRef } from '../model/refs.js';
import { Timestamp } from '../model/timestamp.js';
import { DOCUMENT_ID } from './field-paths.js';
import { inequalityFields, normalizedOrder } from './normalized-order.js';

/**
 * Operators that cannot appear together anywhere in one query, the SDK's rule: `!=` and `not-in` with each other,
 * `not-in` with `in` and `array-contains-any`.
 */
const CONFLICTS: Partial<Record<WhereOp, readonly WhereOp[]>> = {
  '!=': ['!=', 'not-in'],
  'not-in': ['array-contains-any', 'in', 'not-in', '!='],
  'array-contains-any': ['not-in'],
  in: ['not-in'],
};

const ARRAY_OPS: readonly WhereOp[] = ['array-contains', 'array-contains-any'];

/**
 * The most `array-contains` and `array-contains-any` filters that one disjunction of the filters' disjunctive normal
 * form holds: the backend takes one at most in each (`or()` branches may have one each, filters `and()` joins may
 * not), so `and(a, or(b, c))` counts `a` with `b`, and with `c`.
 */
const arrayFiltersPerDisjunction = (filter: Filter): number => {
  if (filter.kind === 'field') return ARRAY_OPS.includes(filter.op) ? 1 : 0;
  const counts = filter.filters.map(arrayFiltersPerDisjunction);
  return filter.kind === 'and' ? counts.reduce((sum, count) => sum + count, 0) : Math.max(0, ...counts);
};

/** What tells list values apart for the backend's count: a reference by its path, a timestamp by its instant. */
const distinctKey = (value: FirestoreValue): unknown =>
  value instanceof DocumentRef
    ? `ref:${value.path}`
    : value instanceof Timestamp
      ? `ts:${String(value.seconds)}:${String(value.nanoseconds)}`
      : value;

/** How many disjunctions the filter makes in disjunctive normal form, as the backend counts them. */
const disjunctions = (filter: Filter): number => {
  if (filter.kind === 'field') {
    if (filter.op !== 'in' && filter.op !== 'array-contains-any') return 1;
    return new Set((filter.value as readonly FirestoreValue[]).map(distinctKey)).size;
  }
  const counts = filter.filters.map(disjunctions);
  return filter.kind === 'and'
    ? counts.reduce((product, count) => product * count, 1)
    : counts.reduce((sum, count) => sum + count, 0);
};

const LIST_OPS: Partial<Record<WhereOp, number>> = {
  in: FIRESTORE_LIMITS.inValues,
  'array-contains-any': FIRESTORE_LIMITS.inValues,
  'not-in': FIRESTORE_LIMITS.notInValues,
};

const refuse = (reason: string, filter?: FieldFilter): never => {
  throw badInput('firestore/invalid-query', reason, filter ? { field: filter.field, op: filter.op } : {});
};

/** Refuses a list operator's value that is not a non-empty list within the backend's limit. */
export function checkList(filter: Pick<FieldFilter, 'op' | 'value' | 'field'>): void {
  const max = LIST_OPS[filter.op];
  if (max === undefined) return;
  if (!Array.isArray(filter.value) || filter.value.length === 0) {
    refuse(`'${filter.op}' needs a non-empty list of values`, filter as FieldFilter);
  } else if (filter.value.length > max) {
    refuse(
      `'${filter.op}' takes at most ${String(max)} values, ${String(filter.value.length)} were given`,
      filter as FieldFilter,
    );
  }
}

function fieldFilters(filters: readonly Filter[]): FieldFilter[] {
  return filters.flatMap((filter) => (filter.kind === 'field' ? [filter] : fieldFilters(filter.filters)));
}

const hasOr = (filters: readonly Filter[]): boolean =>
  filters.some((filter) => filter.kind === 'or' || (filter.kind === 'and' && hasOr(filter.filters)));

function checkComposites(filters: readonly Filter[]): void {
  for (const filter of filters) {
    if (filter.kind === 'field') continue;
    if (filter.filters.length === 0) refuse(`an ${filter.kind}() filter needs at least one filter`);
    checkComposites(filter.filters);
  }
}

/**
 * Refuses, with `firestore/invalid-query` naming the problem, what the SDK or the backend refuses in a whole query:
 * conflicting operators, two array filters in one disjunction, more than 30 disjunctions, an empty `and()` or `or()`,
 * `limitToLast` without an ordering.
 */
export function checkQuery(query: Query<unknown>): void {
  const seen = new Set<WhereOp>();
  for (const filter of fieldFilters(query.filters)) {
    const conflict = CONFLICTS[filter.op]?.find((op) => seen.has(op));
    if (conflict) {
      refuse(
        conflict === filter.op
          ? `a query takes one '${filter.op}' filter at most`
          : `'${filter.op}' cannot be combined with '${conflict}' in one query`,
        filter,
      );
    }
    seen.add(filter.op);
  }
  checkComposites(query.filters);
  if (arrayFiltersPerDisjunction({ kind: 'and', filters: query.filters }) > 1) {
    refuse(`a query takes one 'array-contains' or 'array-contains-any' filter at most, in each or() branch`);
  }
  if (seen.has('not-in') && hasOr(query.filters)) refuse(`'not-in' cannot be used in a query with or()`);
  const count = disjunctions({ kind: 'and', filters: query.filters });
  if (count > FIRESTORE_LIMITS.disjunctions) {
    refuse(
      `the filters make ${String(count)} disjunctions (each distinct in or array-contains-any value is one, and and() multiplies them); the backend takes ${String(FIRESTORE_LIMITS.disjunctions)} at most`,
    );
  }
  checkKeyEquality(query, inequalityFields(query.filters));
  const order = normalizedOrder(query);
  if (order.findIndex((entry) => entry.field === DOCUMENT_ID) < order.length - 1) {
    refuse('orderBy(documentId()) must come last: after every other ordering, and every field an inequality compares');
  }
  if (query.limit?.fromEnd && query.orderBy.length === 0) refuse('limitToLast() needs at least one orderBy()');
}

/**
 * Refuses, as the backend does, `documentId()` compared with `==` or `in` beside inequalities on other fields (or
 * beside the fields an aggregate orders by), unless the document id has an inequality of its own.
 */
function checkKeyEquality(query: Query<unknown>, inequalities: ReadonlySet<string>): void {
  if (inequalities.has(DOCUMENT_ID) || inequalities.size === 0) return;
  const keyEquality = fieldFilters(query.filters).some(
    (filter) => filter.field === DOCUMENT_ID && (filter.op === '==' || filter.op === 'in'),
  );
  if (keyEquality) {
    refuse('documentId() with == or in cannot be combined with inequalities on other fields, or with sum or average');
  }
}

/**
 * The orderings a query sends to the backend: the explicit ones, and as much more of the normalized order as a
 * cursor gives values for (a cursor at a document gives one for each, the document id last).
 */
export function sentOrder(query: Query<unknown>): OrderBy[] {
  const length = Math.max(query.orderBy.length, query.start?.values.length ?? 0, query.end?.values.length ?? 0);
  return normalizedOrder(query).slice(0, length);
}

/**
 * Refuses, as the backend does, an aggregate that sums or averages a field its query does not order by when that
 * query orders by the document id (explicitly, through a cursor at a document, or through an inequality on it): the
 * backend orders by the aggregated fields, and cannot do so after the document id.
 */
export function checkAggregate(query: Query<unknown>, spec: AggregateSpec): void {
  const aggregated = Object.values(spec).flatMap((field) => (field.kind === 'count' ? [] : [field.field]));
  checkKeyEquality(query, new Set([...inequalityFields(query.filters), ...aggregated]));
  const sent = sentOrder(query).map((entry) => entry.field);
  if (!sent.includes(DOCUMENT_ID) && !inequalityFields(query.filters).has(DOCUMENT_ID)) return;
  const unordered = Object.values(spec).flatMap((field) =>
    field.kind !== 'count' && !sent.includes(field.field) ? [field.field] : [],
  );
  if (unordered.length > 0) {
    refuse(
      `an aggregate over "${unordered.join('", "')}" needs an orderBy on it before the document id, which this query orders by`,
    );
  }
}
