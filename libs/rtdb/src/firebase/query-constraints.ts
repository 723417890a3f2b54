import * as sdk from 'firebase/database';
import type { RtdbQuery } from '../rtdb.types.js';

/** The SDK's query constraints for a port query. */
export function queryConstraints(query: RtdbQuery | undefined): sdk.QueryConstraint[] {
  if (!query) return [];
  const constraints: sdk.QueryConstraint[] = [];
  const { orderBy } = query;
  if (orderBy?.by === 'child') constraints.push(sdk.orderByChild(orderBy.path));
  if (orderBy?.by === 'key') constraints.push(sdk.orderByKey());
  if (orderBy?.by === 'value') constraints.push(sdk.orderByValue());
  if (orderBy?.by === 'priority') constraints.push(sdk.orderByPriority());
  const bounds = [
    [query.startAt, sdk.startAt],
    [query.startAfter, sdk.startAfter],
    [query.endAt, sdk.endAt],
    [query.endBefore, sdk.endBefore],
    [query.equalTo, sdk.equalTo],
  ] as const;
  for (const [bound, make] of bounds) if (bound) constraints.push(make(bound.value, bound.key));
  if (query.limitToFirst !== undefined) constraints.push(sdk.limitToFirst(query.limitToFirst));
  if (query.limitToLast !== undefined) constraints.push(sdk.limitToLast(query.limitToLast));
  return constraints;
}
