import { query, type Query } from '../model/query.js';
import { CollectionRef } from '../model/collection-ref.js';

/** A query, or the query of a whole collection. */
export const asQuery = <T>(source: Query<T> | CollectionRef<T, unknown>): Query<T> =>
  source instanceof CollectionRef ? query(source) : source;
