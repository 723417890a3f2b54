import type { Filter, OrderBy, Query } from '../model/query.js';
import { DOCUMENT_ID } from './field-paths.js';

const INEQUALITIES = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

/** Every field a filter compares with an inequality (`<`, `<=`, `>`, `>=`, `!=`, `not-in`), at any depth. */
export function inequalityFields(filters: readonly Filter[]): Set<string> {
  const fields = new Set<string>();
  const visit = (filter: Filter): void => {
    if (filter.kind === 'field') {
      if (INEQUALITIES.has(filter.op)) fields.add(filter.field);
    } else filter.filters.forEach(visit);
  };
  filters.forEach(visit);
  return fields;
}

/** Compares field paths segment by segment, as Firestore orders its implicit orderings. */
const compareFieldPaths = (a: string, b: string): number => {
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const l = left[i] as string;
    const r = right[i] as string;
    if (l !== r) return l < r ? -1 : 1;
  }
  return left.length - right.length;
};

/**
 * The order Firestore actually applies: the explicit orderings, then each inequality field not already ordered (by
 * field path), then the document id, the last two in the direction of the last explicit ordering.
 */
export function normalizedOrder(query: Pick<Query<unknown>, 'filters' | 'orderBy'>): OrderBy[] {
  const order = [...query.orderBy];
  const ordered = new Set(order.map((entry) => entry.field));
  const direction = order.at(-1)?.direction ?? 'asc';
  const implicit = [...inequalityFields(query.filters)].filter((field) => !ordered.has(field) && field !== DOCUMENT_ID);
  for (const field of implicit.sort(compareFieldPaths)) order.push({ field, direction });
  if (!ordered.has(DOCUMENT_ID)) order.push({ field: DOCUMENT_ID, direction });
  return order;
}
