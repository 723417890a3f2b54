import type { Filter, OrderBy, Query } from '../model/query.js';
import { DOCUMENT_ID, segmentsOf } from './field-paths.js';
import { comparePaths } from './string-order.js';

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

/**
 * The order Firestore actually applies: the explicit orderings, then each inequality field not already ordered, in
 * field path order, then each field an aggregate sums or averages not already ordered (the backend orders by those
 * too), in field path order, then the document id; the implicit ones in the direction of the last explicit ordering.
 */
export function normalizedOrder(
  query: Pick<Query<unknown>, 'filters' | 'orderBy'>,
  aggregated: Iterable<string> = [],
): OrderBy[] {
  const order = [...query.orderBy];
  const ordered = new Set(order.map((entry) => entry.field));
  const direction = order.at(-1)?.direction ?? 'asc';
  for (const implicit of [inequalityFields(query.filters), new Set(aggregated)]) {
    const fields = [...implicit].filter((field) => !ordered.has(field) && field !== DOCUMENT_ID);
    for (const field of fields.sort((a, b) => comparePaths(segmentsOf(a), segmentsOf(b)))) {
      order.push({ field, direction });
      ordered.add(field);
    }
  }
  if (!ordered.has(DOCUMENT_ID)) order.push({ field: DOCUMENT_ID, direction });
  return order;
}
