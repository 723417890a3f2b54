import { compareKeys, compareValues } from '../internal/ordering.js';
import type { RtdbBound, RtdbOrderBy, RtdbQuery } from '../rtdb.types.js';
import { childrenOf, leafValue, nodeAt, priorityOf, sameNode, toValue, type Node } from './tree.js';

const DEFAULT_ORDER: RtdbOrderBy = { by: 'priority' };

/** A child as the query engine sees it: its key, its stored node (priorities included) and the value it reads as. */
export interface OrderedChild {
  readonly key: string;
  readonly node: Node;
  readonly value: unknown;
}

const OBJECT = Symbol('object');

/** What a child is ordered by, as a node: its priority, itself, or its node at the child path (`key` has none). */
function indexedNode(child: OrderedChild, orderBy: RtdbOrderBy): Node | null {
  switch (orderBy.by) {
    case 'key':
      return null;
    case 'priority':
      return priorityOf(child.node);
    case 'value':
      return child.node;
    case 'child':
      return nodeAt(
        child.node,
        orderBy.path.split('/').filter((key) => key !== ''),
      );
  }
}

/** A node as the database's value order sees it: null, a primitive, or any object (all objects tie, after strings). */
const ordered = (node: Node | null): unknown => (node === null ? null : (leafValue(node) ?? OBJECT));

const compareOrdered = (a: unknown, b: unknown): number =>
  a === OBJECT || b === OBJECT ? (a === b ? 0 : a === OBJECT ? 1 : -1) : compareValues(a, b);

/** Orders two children under `orderBy`, breaking ties by key. */
function compareChildren(orderBy: RtdbOrderBy, a: OrderedChild, b: OrderedChild): number {
  if (orderBy.by === 'key') return compareKeys(a.key, b.key);
  return (
    compareOrdered(ordered(indexedNode(a, orderBy)), ordered(indexedNode(b, orderBy))) || compareKeys(a.key, b.key)
  );
}

/**
 * Whether what `orderBy` orders by changed between two versions of a child, as the SDK's indexes tell it (it then
 * raises `moved`): never by key; any change of the value (priorities included) by value; the priority by priority;
 * by a child path, only a change in the order (two objects there tie).
 */
export function indexedValueChanged(orderBy: RtdbOrderBy, before: OrderedChild, after: OrderedChild): boolean {
  if (orderBy.by === 'key') return false;
  if (orderBy.by === 'child') {
    return compareOrdered(ordered(indexedNode(before, orderBy)), ordered(indexedNode(after, orderBy))) !== 0;
  }
  return !sameNode(indexedNode(before, orderBy), indexedNode(after, orderBy));
}

/** Where a child stands against a bound: negative before it, 0 on it, positive after it. */
function against(child: OrderedChild, bound: RtdbBound, orderBy: RtdbOrderBy, keyWhenAbsent: 'min' | 'max'): number {
  const byValue =
    orderBy.by === 'key'
      ? compareKeys(child.key, String(bound.value))
      : compareOrdered(ordered(indexedNode(child, orderBy)), bound.value ?? null);
  if (byValue !== 0) return byValue;
  if (bound.key === undefined || orderBy.by === 'key') return keyWhenAbsent === 'min' ? 1 : -1;
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
export function queryChildren(node: Node | null, query: RtdbQuery): OrderedChild[] {
  const orderBy = query.orderBy ?? DEFAULT_ORDER;
  const children = childrenOf(node)
    .map(([key, child]) => ({ key, node: child, value: toValue(child) }))
    .filter((child) => inWindow(child, query, orderBy))
    .sort((a, b) => compareChildren(orderBy, a, b));
  if (query.limitToFirst !== undefined) return children.slice(0, query.limitToFirst);
  if (query.limitToLast !== undefined) return children.slice(-query.limitToLast);
  return children;
}

/** Whether `query` narrows what a value listener sees (otherwise it sees the whole node). */
export const isFiltering = (query: RtdbQuery | undefined): query is RtdbQuery =>
  query !== undefined && Object.keys(query).some((key) => key !== 'orderBy');
