import { badInput } from '../firestore.errors.js';
import type { FirestoreDoc, FirestoreValue } from '../firestore.types.js';
import { checkQuery } from '../internal/check-query.js';
import { cursorValues } from '../internal/cursor-values.js';
import { DOCUMENT_ID } from '../internal/field-paths.js';
import { checkId } from '../internal/paths.js';
import { documentData, type Codec } from './codec.js';
import { CollectionRef } from './ref-classes.js';

/** A comparison `where` accepts. */
export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'array-contains-any' | 'in' | 'not-in';

/** One field compared with a value (or, for `in`, `not-in` and `array-contains-any`, a list of values). */
export interface FieldFilter {
  readonly kind: 'field';
  /** The dotted field path, or {@link documentId}. */
  readonly field: string;
  readonly op: WhereOp;
  readonly value: FirestoreValue;
}

/** Filters that must all (`and`) or any (`or`) hold. */
export interface CompositeFilter {
  readonly kind: 'and' | 'or';
  readonly filters: readonly Filter[];
}

/** A query's filter. */
export type Filter = FieldFilter | CompositeFilter;

/** One ordering of a query's results. */
export interface OrderBy {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/** A cursor: values along the query's (normalized) order, inclusive or not. */
export interface Bound {
  readonly values: readonly FirestoreValue[];
  readonly inclusive: boolean;
}

/** Where a query reads: one collection, or every collection with an id (a collection group). */
export type QuerySource =
  | { readonly kind: 'collection'; readonly path: string }
  | { readonly kind: 'group'; readonly collectionId: string };

/** A query as plain data, checked when built. Build one with {@link query} or {@link collectionGroup}. */
export interface Query<T> {
  readonly kind: 'query';
  readonly source: QuerySource;
  /** The codec of the documents it returns. */
  readonly codec: Codec<T, unknown>;
  /** Filters that must all hold. */
  readonly filters: readonly Filter[];
  /** The explicit orderings, in order. */
  readonly orderBy: readonly OrderBy[];
  /** The most documents, from the start (or from the end for `limitToLast`). */
  readonly limit?: { readonly count: number; readonly fromEnd: boolean };
  readonly start?: Bound;
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

/** The field path of a document's id, for `orderBy` and cursors. */
export const documentId = (): string => DOCUMENT_ID;

const asFilter = (constraint: QueryConstraint | Filter): Filter =>
  'filter' in constraint ? constraint.filter : (constraint as Filter);

/** `field op value`. */
export const where = (field: string, op: WhereOp, value: FirestoreValue): QueryConstraint => ({
  kind: 'where',
  filter: { kind: 'field', field, op, value },
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
export const orderBy = (field: string, direction: 'asc' | 'desc' = 'asc'): QueryConstraint => ({
  kind: 'orderBy',
  orderBy: { field, direction },
});

/** At most `count` documents, from the start. */
export const limit = (count: number): QueryConstraint => ({ kind: 'limit', count, fromEnd: false });

/** At most `count` documents, from the end (the query needs an `orderBy`); they come back in the query's order. */
export const limitToLast = (count: number): QueryConstraint => ({ kind: 'limit', count, fromEnd: true });

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

/**
 * A query over `source` (a collection, or a query to narrow further). Throws `firestore/invalid-query` naming the
 * problem when the backend would refuse it, before any network call.
 */
export function query<T>(source: CollectionRef<T, unknown> | Query<T>, ...constraints: QueryConstraint[]): Query<T> {
  const base: Query<T> =
    source instanceof CollectionRef
      ? {
          kind: 'query',
          source: { kind: 'collection', path: source.path },
          codec: source.codec,
          filters: [],
          orderBy: [],
        }
      : source;
  let next: Query<T> = base;
  const cursors: Extract<QueryConstraint, { kind: 'cursor' }>[] = [];
  for (const constraint of constraints) {
    switch (constraint.kind) {
      case 'where':
        next = { ...next, filters: [...next.filters, constraint.filter] };
        break;
      case 'orderBy':
        next = { ...next, orderBy: [...next.orderBy, constraint.orderBy] };
        break;
      case 'limit':
        if (!Number.isInteger(constraint.count) || constraint.count <= 0) {
          throw badInput(
            'firestore/invalid-query',
            `a limit must be a positive whole number, not ${String(constraint.count)}`,
          );
        }
        next = { ...next, limit: { count: constraint.count, fromEnd: constraint.fromEnd } };
        break;
      case 'cursor':
        cursors.push(constraint);
        break;
    }
  }
  // Cursors are read along the query's final order, whatever the order of the constraints.
  for (const { edge, inclusive, at } of cursors) {
    next = { ...next, [edge]: { values: cursorValues(next, at), inclusive } };
  }
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
