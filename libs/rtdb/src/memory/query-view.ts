import {
  compareChildren,
  compareKeys,
  compareSortValues,
  sortValueOf,
  type OrderedChild,
} from '../internal/ordering.js';
import type { RtdbBound, RtdbOrderBy, RtdbQuery } from '../rtdb.types.js';
import { toValue, type Node } from './tree.js';

const DEFAULT_ORDER: RtdbOrderBy = { by: 'priority' };

/** Where a child stands against a bound: negative before it, 0 on it, positive after it. */
function against(child: OrderedChild, bound: RtdbBound, orderBy: RtdbOrderBy, keyWhenAbsent: 'min' | 'max'): number {
  const byValue = compareSortValues(orderBy, sortValueOf(child, orderBy), bound.value);
  if (byValue !== 0) return byValue;
  if (bound.key === undefined) return keyWhenAbsent === 'min' ? 1 : -1;
  return compareKeys(child.key, bound.key);
}

function inWindow(child: OrderedChild, query: RtdbQuery, orderBy: RtdbOrderBy): boolean {
  const { startAt, startAfter, endAt, endBefore, equalTo } = query;
  return (
    (startAt === undefined || against(child, startAt, orderBy, 'min') >= 0) &&
    (startAfter === undefined || against(child, startAfter, orderBy, 'max') > 0) &&
    (endAt === undefined || against(child, endAt, orderBy, 'max') <= 0) &&
    (endBefore === undefined || against(child, endBefore, orderBy, 'min') < 0) &&
    (equalTo === undefined ||
      (against(child, equalTo, orderBy, 'min') >= 0 && against(child, equalTo, orderBy, 'max') <= 0))
  );
}

/** The children of `node` that `query` selects, in its order. */
export function queryChildren(
  node: Node | null,
  query: RtdbQuery,
  priorityOf: (key: string) => string | number | null,
): OrderedChild[] {
  if (node === null || typeof node !== 'object') return [];
  const orderBy = query.orderBy ?? DEFAULT_ORDER;
  const children = Object.keys(node)
    .map((key) => ({ key, value: toValue(node[key] as Node), priority: priorityOf(key) }))
    .filter((child) => inWindow(child, query, orderBy))
    .sort((a, b) => compareChildren(orderBy, a, b));
  if (query.limitToFirst !== undefined) return children.slice(0, query.limitToFirst);
  if (query.limitToLast !== undefined) return children.slice(-query.limitToLast);
  return children;
}

/** Whether `query` narrows what a value listener sees (otherwise it sees the whole node). */
export const isFiltering = (query: RtdbQuery | undefined): query is RtdbQuery =>
  query !== undefined && Object.keys(query).some((key) => key !== 'orderBy');
