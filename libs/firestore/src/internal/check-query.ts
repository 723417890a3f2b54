import { badInput } from '../firestore.errors.js';
import { FIRESTORE_LIMITS } from '../firestore.limits.js';
import type { FieldFilter, Filter, Query, WhereOp } from '../model/query.js';

/**
 * Operators that cannot appear together in one query: the SDK's rule (`!=` and `not-in` with each other, `not-in`
 * with `in` and `array-contains-any`), and the backend's (one `array-contains` or `array-contains-any` per query).
 */
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

function checkComposites(filters: readonly Filter[]): void {
  for (const filter of filters) {
    if (filter.kind === 'field') continue;
    if (filter.filters.length === 0) refuse(`an ${filter.kind}() filter needs at least one filter`);
    checkComposites(filter.filters);
  }
}

/**
 * Refuses, with `firestore/invalid-query` naming the problem, what the SDK or the backend refuses in a whole query:
 * conflicting operators, an empty `and()` or `or()`, `limitToLast` without an ordering.
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
  if (query.limit?.fromEnd && query.orderBy.length === 0) refuse('limitToLast() needs at least one orderBy()');
}
