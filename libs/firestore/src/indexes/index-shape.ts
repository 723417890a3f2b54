import { DOCUMENT_ID } from '../internal/field-paths.js';
import { normalizedOrder } from '../internal/normalized-order.js';
import type { FieldFilter, Filter, OrderBy, Query } from '../model/query.js';
import type { IndexQueryScope } from './index-definition.js';

/**
 * What one disjunction of a query asks of the indexes, as plain data: the fields it matches exactly (`==`, `in`),
 * its array field (`array-contains`, `array-contains-any`) and the order the backend scans in.
 */
export interface IndexShape {
  /** The collection id the query reads. */
  readonly collectionGroup: string;
  /** `COLLECTION_GROUP` for a collection-group query. */
  readonly queryScope: IndexQueryScope;
  /** The fields compared with `==` or `in`, in the query's order, the document id left out. */
  readonly equalities: readonly string[];
  /** The field an `array-contains` or `array-contains-any` filter reads. */
  readonly arrayField?: string;
  /**
   * The order the backend scans in, without the fields matched exactly and without the document id: the explicit
   * orderings, then each inequality field and each field an aggregate sums or averages; reversed for `limitToLast`.
   */
  readonly order: readonly OrderBy[];
  /** The direction of the document id, which ends every order. */
  readonly keyDirection: 'asc' | 'desc';
}

const EQUALITIES = new Set(['==', 'in']);
const ARRAYS = new Set(['array-contains', 'array-contains-any']);

/** The filters as a disjunction of conjunctions, the form the backend runs an `or()` query in. */
function disjunctions(filters: readonly Filter[]): FieldFilter[][] {
  const expand = (filter: Filter): FieldFilter[][] => {
    if (filter.kind === 'field') return [[filter]];
    const parts = filter.filters.map(expand);
    if (filter.kind === 'or') return parts.flat();
    return parts.reduce<FieldFilter[][]>(
      (product, part) => product.flatMap((left) => part.map((right) => [...left, ...right])),
      [[]],
    );
  };
  return expand({ kind: 'and', filters });
}

const flip = (direction: 'asc' | 'desc'): 'asc' | 'desc' => (direction === 'asc' ? 'desc' : 'asc');

/**
 * The index shapes a query needs, one per disjunction of its filters (each disjunction is served on its own, with
 * the query's whole order). `aggregated` names the fields a `sum` or `average` reads, which the backend orders by.
 */
export function indexShapes(
  query: Pick<Query<unknown>, 'source' | 'filters' | 'orderBy' | 'limit'>,
  aggregated: Iterable<string> = [],
): IndexShape[] {
  const fromEnd = query.limit?.fromEnd === true;
  const order = normalizedOrder(query, aggregated).map((entry) =>
    fromEnd ? { ...entry, direction: flip(entry.direction) } : entry,
  );
  const key = order.find((entry) => entry.field === DOCUMENT_ID);
  const source = query.source;
  const common = {
    collectionGroup:
      source.kind === 'group' ? source.collectionId : source.path.slice(source.path.lastIndexOf('/') + 1),
    queryScope: source.kind === 'group' ? 'COLLECTION_GROUP' : 'COLLECTION',
    keyDirection: key?.direction ?? 'asc',
  } as const;
  const shapes = disjunctions(query.filters).map((filters): IndexShape => {
    const equalities = [
      ...new Set(filters.filter((f) => EQUALITIES.has(f.op) && f.field !== DOCUMENT_ID).map((f) => f.field)),
    ];
    const arrayField = filters.find((f) => ARRAYS.has(f.op))?.field;
    const scanned = order.filter((entry) => entry.field !== DOCUMENT_ID && !equalities.includes(entry.field));
    return { ...common, equalities, ...(arrayField === undefined ? {} : { arrayField }), order: scanned };
  });
  return [...new Map(shapes.map((shape) => [JSON.stringify(shape), shape])).values()];
}
