import type { Query } from '../model/query.js';
import type { FirestoreIndexes } from './index-definition.js';
import { missingIndexes, type RequiredIndex } from './index-match.js';
import { indexShapes } from './index-shape.js';
import { missingIndexError } from './missing-index-error.js';

/**
 * Every entry `indexes` lacks for the query, each once: none when production would answer it. `aggregated` names the
 * fields a `sum` or `average` over the query reads.
 */
export function requiredIndexes(
  query: Query<unknown>,
  indexes: FirestoreIndexes,
  aggregated: Iterable<string> = [],
): RequiredIndex[] {
  const entries = indexShapes(query, aggregated).flatMap((shape) => missingIndexes(shape, indexes));
  return [...new Map(entries.map((entry) => [JSON.stringify(entry), entry])).values()];
}

/** Throws `firestore/failed-precondition`, as production does, when the query needs an index `indexes` lacks. */
export function checkIndexes(
  query: Query<unknown>,
  indexes: FirestoreIndexes,
  aggregated: Iterable<string> = [],
): void {
  const [first, ...rest] = requiredIndexes(query, indexes, aggregated);
  if (first) throw missingIndexError([first, ...rest]);
}
