import { badInput } from '../firestore.errors.js';
import type { FirestoreDoc, FirestoreValue } from '../firestore.types.js';
import { checkValue } from '../internal/check-data.js';
import { checkList, checkQuery } from '../internal/check-query.js';
import { cursorValues } from '../internal/cursor-values.js';
import { documentIdValue } from '../internal/document-id-values.js';
import { canonicalField, DOCUMENT_ID } from '../internal/field-paths.js';
import { checkId } from '../internal/paths.js';
import { documentData, type Codec } from './codec.js';
import type { FieldPath } from './field-path.js';
import { CollectionRef } from './collection-ref.js';

/** A comparison `where` accepts. */
export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'array-contains-any' | 'in' | 'not-in';

/** One field compared with a value (or, for `in`, `not-in` and `array-contains-any`, a list of values). */
export interface FieldFilter {
  /** Marks a single-field filter. */
  readonly kind: 'field';
  /**
   * The field path, dotted, with a segment that holds a `.` quoted in backticks (as a {@link FieldPath} gives it),
   * or {@link documentId}.
   */
  readonly field: string;
  /** How the field is compared. */
  readonly op: WhereOp;
  /** The value the field is compared with; a list for `in`, `not-in` and `array-contains-any`. */
  readonly value: FirestoreValue;
}

/** Filters that must all (`and`) or any (`or`) hold. */
export interface CompositeFilter {
  /** `and`: every filter must hold; `or`: at least one. */
  readonly kind: 'and' | 'or';
  /** The filters it combines. */
  readonly filters: readonly Filter[];
}

/** A query's filter. */
export type Filter = FieldFilter | CompositeFilter;

/** One ordering of a query's results. */
export interface OrderBy {
  /** The field path to order by, in the form of {@link FieldFilter.field}, or {@link documentId}. */
  readonly field: string;
  /** Ascending or descending. */
  readonly direction: 'asc' | 'desc';
}

/** A cursor: values along the query's (normalized) order, inclusive or not. */
export interface Bound {
  /** One value for each of the query's orderings, in order; a `documentId()` position holds a document reference. */
  readonly values: readonly FirestoreValue[];
  /** Whether a document exactly at the cursor is included (`startAt`, `endAt`) or not (`startAfter`, `endBefore`). */
  readonly inclusive: boolean;
}

/** Where a query reads: one collection, or every collection with an id (a collection group). */
export type QuerySource =
  | { readonly kind: 'collection'; readonly path: string }
  | { readonly kind: 'group'; readonly collectionId: string };

/** A query as plain data, checked when built. Build one with {@link query} or {@link collectionGroup}. */
export interface Query<T> {
  /** Marks a query, as against a collection reference. */
  readonly kind: 'query';
  /** The collection, or collection group, it reads. */
  readonly source: QuerySource;
  /** The codec of the documents it returns. */
  readonly codec: Codec<T, unknown>;
  /** Filters that must all hold. */
  readonly filters: readonly Filter[];
  /** The explicit orderings, in order. */
  readonly orderBy: readonly OrderBy[];
  /** The most documents, from the start (or from the end for `limitToLast`). */
  readonly limit?: { readonly count: number; readonly fromEnd: boolean };
  /** Where the results start, from `startAt` or `startAfter`. */
  readonly start?: Bound;
  /** Where the results end, from `endAt` or `endBefore`. */
  readonly end?: Bound;
}

/** A piece of a query: a filter, an ordering, a limit or a cursor. */
export type QueryConstraint =
  | { readonly kind: 'where'; readonly filter: Filter }
  | { readonly kind: 'orderBy'; readonly orderBy: OrderBy }
  | { readonly kind: 'limit'; readonly count: number; readonly fromEnd: boolean }
  | {
      readonly kind: 'cursor';
      readonly edge: 'start' | 'end';
      readonly inclusive: boolean;
      readonly at: readonly FirestoreValue[] | FirestoreDoc<unknown>;
    };

/** The field path of a document's id, for `where`, `orderBy` and cursors. */
export const documentId = (): string => DOCUMENT_ID;

const asFilter = (constraint: QueryConstraint | Filter): Filter =>
  'filter' in constraint ? constraint.filter : (constraint as Filter);

/** `field op value`. A dotted string names a nested field; a {@link FieldPath} gives the names one by one. */
export const where = (field: string | FieldPath, op: WhereOp, value: FirestoreValue): QueryConstraint => ({
  kind: 'where',
  filter: { kind: 'field', field: canonicalField(field), op, value },
});

/** Every filter holds. */
export const and = (...filters: (QueryConstraint | Filter)[]): QueryConstraint => ({
  kind: 'where',
  filter: { kind: 'and', filters: filters.map(asFilter) },
});

/** At least one filter holds. */
export const or = (...filters: (QueryConstraint | Filter)[]): QueryConstraint => ({
  kind: 'where',
  filter: { kind: 'or', filters: filters.map(asFilter) },
});

/** Orders by `field`, ascending unless told. */
export const orderBy = (field: string | FieldPath, direction: 'asc' | 'desc' = 'asc'): QueryConstraint => {
  if (direction !== 'asc' && direction !== 'desc') {
    throw badInput('firestore/invalid-query', `an ordering is 'asc' or 'desc', not ${String(direction)}`);
  }
  return { kind: 'orderBy', orderBy: { field: canonicalField(field), direction } };
};

/** At most `count` documents, from the start. */
export const limit = (count: number): QueryConstraint => ({ kind: 'limit', count, fromEnd: false });

/** At most `count` documents, from the end (the query needs an `orderBy`); they come back in the query's order. */
export const limitToLast = (count: number): QueryConstraint => ({ kind: 'limit', count, fromEnd: true });

const CURSOR_NAMES = {
  start: { true: 'startAt()', false: 'startAfter()' },
  end: { true: 'endAt()', false: 'endBefore()' },
} as const;

const cursor =
  (edge: 'start' | 'end', inclusive: boolean) =>
  (...at: FirestoreValue[] | [FirestoreDoc<unknown>]): QueryConstraint => ({
    kind: 'cursor',
    edge,
    inclusive,
    at: at.length === 1 && isDoc(at[0]) ? at[0] : (at as FirestoreValue[]),
  });

const isDoc = (value: unknown): value is FirestoreDoc<unknown> =>
  typeof value === 'object' && value !== null && 'path' in value && 'data' in value && 'id' in value;

/** Starts at these values of the query's order (or at this document), inclusive. */
export const startAt = cursor('start', true);
/** Starts after these values of the query's order (or after this document). */
export const startAfter = cursor('start', false);
/** Ends at these values of the query's order (or at this document), inclusive. */
export const endAt = cursor('end', true);
/** Ends before these values of the query's order (or before this document). */
export const endBefore = cursor('end', false);

const refuse = (reason: string, customData: Record<string, unknown> = {}): never => {
  throw badInput('firestore/invalid-query', reason, customData);
};

const WHERE_OPS = new Set<string>([
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'array-contains',
  'array-contains-any',
  'in',
  'not-in',
]);
const LIST_ARGUMENTS = new Set<WhereOp>(['in', 'not-in', 'array-contains-any']);

/**
 * A filter as the query keeps it, checked as the SDK checks it when it is added: its value is a storable value
 * (a `Date` becomes a {@link Timestamp}), a list where the operator takes one, and under `documentId()` a document
 * id or path that the query's source resolves to a document.
 */
function resolveFilter(source: QuerySource, filter: Filter): Filter {
  if (filter.kind !== 'field')
    return { ...filter, filters: filter.filters.map((nested) => resolveFilter(source, nested)) };
  const { field, op, value } = filter;
  const context = { field, op };
  if (!WHERE_OPS.has(op)) refuse(`'${String(op)}' is not a where() operator`, context);
  checkList(filter);
  if (field === DOCUMENT_ID) {
    if (op === 'array-contains' || op === 'array-contains-any')
      refuse(`'${op}' cannot filter by documentId()`, context);
    const resolve = (id: FirestoreValue) => documentIdValue(source, id, 'where()', true);
    return {
      ...filter,
      value: op === 'in' || op === 'not-in' ? (value as FirestoreValue[]).map(resolve) : resolve(value),
    };
  }
  const checked = LIST_ARGUMENTS.has(op)
    ? (value as FirestoreValue[]).map((element) =>
        checkValue(element, field, 'firestore/invalid-query', {}, op === 'array-contains-any'),
      )
    : checkValue(value, field, 'firestore/invalid-query');
  return { ...filter, value: checked as FirestoreValue };
}

function addConstraint<T>(query: Query<T>, constraint: QueryConstraint): Query<T> {
  switch (constraint.kind) {
    case 'where':
      return { ...query, filters: [...query.filters, resolveFilter(query.source, constraint.filter)] };
    case 'orderBy':
      if (query.start) refuse('orderBy() cannot follow startAt() or startAfter(); order the query first');
      if (query.end) refuse('orderBy() cannot follow endAt() or endBefore(); order the query first');
      return { ...query, orderBy: [...query.orderBy, constraint.orderBy] };
    case 'limit':
      if (!Number.isInteger(constraint.count) || constraint.count <= 0) {
        refuse(`a limit must be a positive whole number, not ${String(constraint.count)}`);
      }
      return { ...query, limit: { count: constraint.count, fromEnd: constraint.fromEnd } };
    case 'cursor': {
      const what = CURSOR_NAMES[constraint.edge][`${constraint.inclusive}`];
      const values = cursorValues(query, constraint.at, what);
      return { ...query, [constraint.edge]: { values, inclusive: constraint.inclusive } };
    }
  }
}

/**
 * A query over `source` (a collection, or a query to narrow further), built as the SDK builds it: constraints apply
 * in order, so a cursor reads the orderings before it and no `orderBy` may follow a cursor; one call takes either
 * field filters or a single `and()`/`or()` at its top level. Throws `firestore/invalid-query` naming the problem
 * when the SDK or the backend would refuse the query, before any network call.
 */
export function query<T>(source: CollectionRef<T, unknown> | Query<T>, ...constraints: QueryConstraint[]): Query<T> {
  const composites = constraints.filter((c) => c.kind === 'where' && c.filter.kind !== 'field').length;
  const fields = constraints.filter((c) => c.kind === 'where' && c.filter.kind === 'field').length;
  if (composites > 1 || (composites > 0 && fields > 0)) {
    refuse('and() or or() must be the only filter of its query() call; nest the other filters in and(…)');
  }
  let next: Query<T> =
    source instanceof CollectionRef
      ? {
          kind: 'query',
          source: { kind: 'collection', path: source.path },
          codec: source.codec,
          filters: [],
          orderBy: [],
        }
      : source;
  for (const constraint of constraints) next = addConstraint(next, constraint);
  checkQuery(next);
  return next;
}

/** Every collection with the id `collectionId`, wherever it is, as one query. */
export function collectionGroup<T = import('../firestore.types.js').DocumentData>(
  collectionId: string,
  codec?: Codec<T, unknown>,
): Query<T> {
  checkId(collectionId, 'a collection group id');
  return {
    kind: 'query',
    source: { kind: 'group', collectionId },
    codec: codec ?? (documentData as unknown as Codec<T, unknown>),
    filters: [],
    orderBy: [],
  };
}
