import { normalizedOrder } from '../../internal/normalized-order.js';
import type { OrderBy, Query, QuerySource } from '../../model/query.js';
import { afterStart, beforeEnd } from './cursor.js';
import { matches, valueOf, type StoredDoc } from './filter.js';
import { receivedQuery } from './received-query.js';
import { compareValues } from './value-order.js';

/** Whether the document at `path` belongs to the collection (or collection group) a query reads. */
function inSource(source: QuerySource, path: string): boolean {
  const parent = path.slice(0, path.lastIndexOf('/'));
  if (source.kind === 'collection') return parent === source.path;
  return parent.slice(parent.lastIndexOf('/') + 1) === source.collectionId;
}

/** Orders two documents along `order`, the document id last. */
export const compareDocs =
  (order: readonly OrderBy[]) =>
  (a: StoredDoc, b: StoredDoc): number => {
    for (const { field, direction } of order) {
      const result = compareValues(valueOf(a, field) ?? null, valueOf(b, field) ?? null);
      if (result !== 0) return direction === 'desc' ? -result : result;
    }
    return 0;
  };

/**
 * A query's result over `docs`, as Firestore computes it: the documents of its source that match every filter and
 * have every field it orders by, in its normalized order, between its cursors, limited from the start or the end
 * (its operands' timestamps cut to the microsecond, as stored ones are).
 * `aggregated` names the fields an aggregate sums or averages, which the backend orders by too.
 */
export function evaluateQuery(
  sent: Query<unknown>,
  docs: Iterable<StoredDoc>,
  aggregated: Iterable<string> = [],
): StoredDoc[] {
  const query = receivedQuery(sent);
  const order = normalizedOrder(query, aggregated);
  const { start, end, limit } = query;
  const selected = [...docs]
    .filter((doc) => inSource(query.source, doc.path))
    .filter((doc) => query.filters.every((filter) => matches(filter, doc)))
    .filter((doc) => order.every(({ field }) => valueOf(doc, field) !== undefined))
    .sort(compareDocs(order))
    .filter((doc) => (!start || afterStart(start, order, doc)) && (!end || beforeEnd(end, order, doc)));
  if (!limit) return selected;
  return limit.fromEnd ? selected.slice(Math.max(0, selected.length - limit.count)) : selected.slice(0, limit.count);
}
