import { rtdbErrors } from '../rtdb.errors.js';
import type { RtdbBound, RtdbQuery } from '../rtdb.types.js';
import { assertKey } from './validate.js';

const isPositiveInteger = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n > 0;

function assertBound(query: RtdbQuery, bound: RtdbBound | undefined): void {
  if (bound === undefined) return;
  const value = bound.value;
  const keyOrder = query.orderBy?.by === 'key';
  const valid =
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value));
  if (!valid || (keyOrder && typeof value !== 'string')) {
    throw rtdbErrors.create('rtdb/invalid-value', { customData: { bound: String(value), problem: 'query-bound' } });
  }
  if (bound.key !== undefined) assertKey(bound.key);
}

/**
 * Checks a query before it is sent, as the SDK does: limits are positive whole numbers and only one of them is set;
 * bounds are primitives (keys, under `orderBy: key`); a start and an end bound at most one each.
 */
export function assertQuery(query: RtdbQuery | undefined): void {
  if (query === undefined) return;
  const { limitToFirst, limitToLast, startAt, startAfter, endAt, endBefore, equalTo } = query;
  const problem =
    (limitToFirst !== undefined && !isPositiveInteger(limitToFirst)) ||
    (limitToLast !== undefined && !isPositiveInteger(limitToLast)) ||
    (limitToFirst !== undefined && limitToLast !== undefined)
      ? 'limit'
      : [startAt, startAfter, equalTo].filter(Boolean).length > 1 ||
          [endAt, endBefore, equalTo].filter(Boolean).length > 1
        ? 'bounds'
        : query.orderBy?.by === 'child' && query.orderBy.path.split('/').filter(Boolean).length === 0
          ? 'order-by-child'
          : undefined;
  if (problem) throw rtdbErrors.create('rtdb/invalid-value', { customData: { problem } });
  for (const bound of [startAt, startAfter, endAt, endBefore, equalTo]) assertBound(query, bound);
}
