import type { AggregateSpec } from '../firestore.types.js';
import { parseFirestoreIndexes } from '../indexes/index-definition.js';
import { indexShapes } from '../indexes/index-shape.js';
import { checkIndexes } from '../indexes/query-indexes.js';
import type { QueryRecording } from '../indexes/query-recording.js';
import type { Query } from '../model/query.js';
import { refuseDescendingKeyScan } from './descending-key-scan.js';

/** Checks (and records) each query a memory adapter runs, before it runs; throws the backend's refusal. */
export type IndexGuard = (query: Query<unknown>, spec?: AggregateSpec) => void;

/**
 * The guard for `indexes` (the contents of a `firestore.indexes.json`, checked at once) and `recording`: it records
 * every query's shapes, refuses a descending key scan as the emulator does, and a query production would refuse for
 * a missing index.
 */
export function indexGuard(indexes: unknown, recording: Pick<QueryRecording, 'record'> | undefined): IndexGuard {
  const definition = indexes === undefined ? undefined : parseFirestoreIndexes(indexes);
  return (query, spec = {}) => {
    const aggregated = Object.values(spec).flatMap((field) => (field.kind === 'count' ? [] : [field.field]));
    recording?.record(indexShapes(query, aggregated));
    refuseDescendingKeyScan(query, aggregated);
    if (definition) checkIndexes(query, definition, aggregated);
  };
}
