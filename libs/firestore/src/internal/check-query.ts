import { badInput } from '../firestore.errors.js';
import { FIRESTORE_LIMITS } from '../firestore.limits.js';
import type { FieldFilter, Filter, Query, WhereOp } from '../model/query.js';
import { checkValue } from './check-data.js';
import { fieldSegments } from './field-paths.js';
import { inequalityFields } from './normalized-order.js';

/** Operators that cannot appear together in one query (the SDK's and the backend's rule). */
const CONFLICTS: Partial<Record<WhereOp, readonly WhereOp[]>> = {
  '!=': ['!=', 'not-in'],
  'not-in': ['array-contains-any', 'in', 'not-in', '!='],
  'array-contains': ['array-contains', 'array-contains-any'],
  'array-contains-any': ['array-contains', 'array-contains-any', 'not-in'],
  in: ['not-in'],
};

const LIST_OPS: Partial<Record<WhereOp, number>> = {
  in: FIRESTORE_LIMITS.inValues,
  'array-contains-any': FIRESTORE_LIMITS.inValues,
  'not-in': FIRESTORE_LIMITS.notInValues,
};

const RANGE_OPS = new Set<WhereOp>(['<', '<=', '>', '>=']);

const refuse = (reason: string, filter?: FieldFilter): never => {
  throw badInput('firestore/invalid-query', reason, filter ? { field: filter.field, op: filter.op } : {});
};

function checkFieldFilter(filter: FieldFilter): void {
  fieldSegments(filter.field);
  checkValue(filter.value, filter.field, 'firestore/invalid-query');
  const max = LIST_OPS[filter.op];
  if (max !== undefined) {
    if (!Array.isArray(filter.value) || filter.value.length === 0) {
      refuse(`'${filter.op}' needs a non-empty list of values`, filter);
    } else if (filter.value.length > max) {
      refuse(`'${filter.op}' takes at most ${String(max)} values, ${String(filter.value.length)} were given`, filter);
    }
  }
  const value = filter.value;
  if (RANGE_OPS.has(filter.op) && (value === null || Number.isNaN(value))) {
    refuse(`null and NaN can only be compared with '==' and '!='`, filter);
  }
}

function fieldFilters(filters: readonly Filter[]): FieldFilter[] {
  return filters.flatMap((filter) => (filter.kind === 'field' ? [filter] : fieldFilters(filter.filters)));
}

/**
 * Refuses, with `firestore/invalid-query` naming the problem, a query the backend would refuse: a bad field path,
 * an empty or too long list, null or NaN in a range, conflicting operators, inequalities on several fields that are
 * not all ordered explicitly, `limitToLast` without an ordering.
 */
export function checkQuery(query: Query<unknown>): void {
  const filters = fieldFilters(query.filters);
  const seen = new Set<WhereOp>();
  for (const filter of filters) {
    checkFieldFilter(filter);
    const conflict = CONFLICTS[filter.op]?.find((op) => seen.has(op));
    if (conflict) refuse(`'${filter.op}' cannot be combined with '${conflict}' in one query`, filter);
    seen.add(filter.op);
  }
  for (const { filters: nested } of query.filters.filter((filter) => filter.kind !== 'field')) {
    if (nested.length === 0) refuse('an and() or or() filter needs at least one filter');
  }
  const inequalities = inequalityFields(query.filters);
  if (inequalities.size > 1) {
    const ordered = new Set(query.orderBy.map((entry) => entry.field));
    const unordered = [...inequalities].filter((field) => !ordered.has(field));
    if (unordered.length > 0) {
      refuse(
        `inequalities on several fields need an orderBy on each of them; add orderBy('${unordered.join("'), orderBy('")}')`,
      );
    }
  }
  for (const entry of query.orderBy) fieldSegments(entry.field);
  if (query.limit?.fromEnd && query.orderBy.length === 0) refuse('limitToLast() needs at least one orderBy()');
}
